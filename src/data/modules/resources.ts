import { RESOURCE_FILE_TYPES } from './file-types.ts';
import type { ModulePage } from './types.ts';

export const RESOURCES_PAGE: ModulePage = {
  slug: 'resources',
  icon: 'folder',
  meta: {
    title: 'Resource Center',
    description:
      'One shared library for documents, images, audio and video: admins upload, everyone finds what they need, with CSV and PDF exports.',
  },
  hero: {
    eyebrow: 'Core module',
    title: 'Resource Center',
    subtitle: {
      faith:
        'One library for sermon notes, study guides, forms and worship media: admins upload, every member finds what they need, and nothing is lost in an inbox.',
      secular:
        'One library for policies, training guides, forms and media: admins upload, staff and volunteers find what they need, and nothing is lost in an inbox.',
    },
  },
  visual: {
    screen: 'Resources · Library',
    metric: { label: 'Files shared', value: '286' },
    rows: [
      {
        label: { faith: 'Sermon notes, week 12', secular: 'Volunteer handbook' },
        detail: 'PDF · 1.2 MB',
        status: 'Everyone',
      },
      {
        label: { faith: 'Small group study guide', secular: 'Safeguarding policy' },
        detail: 'DOCX · 340 KB',
        status: 'Leaders',
      },
      { label: 'Consent form', detail: 'PDF · 90 KB', status: 'Everyone' },
    ],
  },
  features: {
    heading: 'A library everyone can use and only admins can change',
    items: [
      {
        icon: 'upload',
        title: 'Admin-only uploads',
        description:
          'Uploads are limited to admins, so the library stays organized and only approved versions are shared.',
      },
      {
        icon: 'users',
        title: { faith: 'Open to every member', secular: 'Open to your whole team' },
        description: {
          faith: 'Every member can browse and download what has been shared with them, from any device.',
          secular:
            'Staff and volunteers can browse and download what has been shared with them, from any device.',
        },
      },
      {
        icon: 'lock',
        title: 'Role-based access control',
        description: {
          faith: 'Keep elder-board minutes with the elders and children’s curriculum with the teachers.',
          secular: 'Keep board minutes with the board and training material with the people who need it.',
        },
      },
      {
        icon: 'shield',
        title: 'Audit trails',
        description:
          'See who uploaded, changed or removed a file and when, for peace of mind and for compliance.',
      },
      {
        icon: 'search',
        title: 'Folders & search',
        description:
          'Organize files into folders by team or topic and find any document by its name in seconds.',
      },
      {
        icon: 'download',
        title: 'CSV & PDF exports',
        description:
          'Export the library index and its activity to CSV or PDF for audits, board packs and handovers.',
      },
    ],
  },
  benefits: {
    groups: [
      {
        title: 'For admins',
        items: [
          'One approved version of every file',
          'Control over who sees what',
          'A record of every change',
        ],
      },
      {
        title: { faith: 'For ministry teams', secular: 'For program teams' },
        items: [
          'Forms and guides always at hand',
          'No more “can you resend that?”',
          'Media ready for the next event',
        ],
      },
      {
        title: { faith: 'For members', secular: 'For volunteers' },
        items: ['Self-service access', 'Works on phone and desktop', 'The latest version, every time'],
      },
    ],
  },
  sections: [
    {
      kind: 'tags',
      id: 'file-types',
      heading: 'Supported file types',
      lead: 'Documents, images, video, audio and archives, all in one place.',
      tags: RESOURCE_FILE_TYPES,
    },
  ],
  cta: {
    heading: 'Bring every file under one roof',
    body: {
      faith:
        'We will help you move your ministry’s shared drives into a library your members can actually use.',
      secular:
        'We will help you move your shared drives into a library your staff and volunteers can actually use.',
    },
  },
};
