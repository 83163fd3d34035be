/** The file types the Resource Center accepts, in the order of docs/product.md#module-pages. */
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
