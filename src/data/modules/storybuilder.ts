import type { ModulePage } from './types.ts';

export const STORYBUILDER_PAGE: ModulePage = {
  slug: 'storybuilder',
  icon: 'pen',
  meta: {
    title: 'Storybuilder',
    description:
      'Storybuilder turns notes and ideas into newsletters, appeals, social posts and impact stories in your own voice, ready to send.',
  },
  hero: {
    eyebrow: 'AI tool',
    title: 'Storybuilder',
    subtitle: {
      faith:
        'Turn a few notes into a newsletter, a giving appeal or a testimony worth sharing, written in your ministry’s voice and ready to send.',
      secular:
        'Turn a few notes into a newsletter, a fundraising appeal or an impact story worth sharing, written in your organization’s voice and ready to send.',
    },
  },
  visual: {
    screen: 'Storybuilder · Drafts',
    metric: { label: 'Stories this quarter', value: '18' },
    rows: [
      {
        label: { faith: 'Testimony: a new start', secular: 'Impact story: a new start' },
        detail: '640 words · your voice',
        status: 'Ready',
      },
      {
        label: { faith: 'Christmas giving appeal', secular: 'Year-end appeal' },
        detail: 'Email and social posts',
        status: 'Review',
      },
      { label: 'March newsletter', detail: 'From 5 notes', status: 'Writing' },
    ],
  },
  features: {
    heading: 'Content that tells your story',
    items: [
      {
        icon: 'lightbulb',
        title: 'From idea to draft',
        description:
          'Start with a sentence, a bullet list or a Grace conversation and get a complete first draft.',
      },
      {
        icon: 'pen',
        title: 'Your voice, every time',
        description: {
          faith:
            'Storybuilder learns how your church speaks, so every piece sounds like you and not like a robot.',
          secular:
            'Storybuilder learns how your organization speaks, so every piece sounds like you and not like a robot.',
        },
      },
      {
        icon: 'layers',
        title: 'Many formats',
        description:
          'Newsletters, emails, social posts, event descriptions and reports from the same source material.',
      },
      {
        icon: 'book',
        title: { faith: 'Testimonies & stories', secular: 'Impact stories' },
        description: {
          faith:
            'Shape the stories of lives changed into pieces your congregation will want to read and share.',
          secular:
            'Shape program outcomes and personal stories into pieces supporters will want to read and share.',
        },
      },
      {
        icon: 'users',
        title: 'Edit together',
        description: 'Colleagues review and refine drafts in the editor before anything is published.',
      },
      {
        icon: 'send',
        title: 'Straight to the Communications Hub',
        description:
          'A finished draft moves into the email composer in one step, addressed to the right audience.',
      },
    ],
  },
  sections: [
    {
      kind: 'steps',
      id: 'idea-to-inbox',
      heading: 'From idea to inbox',
      lead: 'The same three hand-offs you can watch in the demo on our home page.',
      steps: [
        { title: 'Ask Grace', description: 'Describe what you want to say and to whom, in a sentence.' },
        {
          title: 'Shape it in Storybuilder',
          description: 'The draft lands in the editor, where you adjust tone, length and format.',
        },
        {
          title: 'Send from the Communications Hub',
          description: 'The finished piece moves to the email composer, ready to schedule or send.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Tell your story more often, with less effort',
    body: 'We will show you Storybuilder writing with your own notes and in your own voice.',
  },
};
