/** The file types the Resource Center accepts (SPEC section 9), in the spec's order. */
export const RESOURCE_FILE_TYPES = [
  'PDF',
  'DOC',
  'DOCX',
  'TXT',
  'JPG',
  'PNG',
  'GIF',
  'SVG',
  'MP4',
  'AVI',
  'MP3',
  'WAV',
  'ZIP',
  'RAR',
  '7Z',
] as const;
