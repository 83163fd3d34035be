/** The Privacy Policy of /terms-and-privacy, as prose blocks (last updated June 1, 2023). */
import { DEFAULT_RETENTION_MONTHS } from '../lead-retention.ts';
import type { ProsePart } from '../prose-types.ts';

export const PRIVACY: ProsePart = {
  id: 'privacy-policy',
  heading: 'Privacy Policy',
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We collect only what you give us through the forms on this website, and what we need to keep the website working.',
        },
        {
          kind: 'list',
          items: [
            'Contact form: your name, email address and message.',
            'Request-access form: your first and last name, email address, organization name, organization type (faith-based or secular), organization size, the features you are interested in, and, if you choose to give them, a phone number and comments. We also record when the request was submitted.',
            'Accounts on the platform: the information your organization’s administrators enter, such as names, email addresses and roles.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not buy personal information from others, and we do not use the website forms to build advertising profiles.',
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use information',
      blocks: [
        {
          kind: 'list',
          items: [
            'To answer your message, and to follow up on your request for access: learning about your organization, arranging a demo and onboarding you.',
            'To tailor the conversation to your organization’s type, size and the features you asked about.',
            'To provide, secure and support the platform for organizations that use it.',
            'To meet our legal obligations, such as tax and accounting records for payments.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Under the GDPR, we rely on your consent or on steps you asked us to take (answering you, considering your request) and, for platform accounts, on our contract with your organization.',
        },
      ],
    },
    {
      id: 'cookies-and-local-storage',
      heading: 'Cookies and local storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The website does not use advertising or tracking cookies. It keeps a small amount of information in your browser’s local storage:',
        },
        {
          kind: 'list',
          items: [
            'Your display-mode preference, faith or secular, under the key "mode", so that the site remembers how you like it to read. It never leaves your browser.',
            'For staff who sign in to the admin area, a session token that keeps them signed in until they sign out.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You can clear local storage at any time in your browser’s settings; the site will then use faith mode until you choose again.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share information with',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We do not sell personal information and we do not share it for cross-context behavioral advertising. We share it only with service providers who help us run Kindred, such as our hosting and database providers and our card payment provider, under contracts that require them to protect it and use it only for us; and where the law requires it.',
        },
      ],
    },
    {
      id: 'data-retention',
      heading: 'Data retention',
      blocks: [
        {
          kind: 'list',
          items: [
            `Contact messages and access requests are kept while we are in conversation with you, and deleted once they are no longer needed for that purpose, unless you become a customer; in any case they are deleted automatically ${DEFAULT_RETENTION_MONTHS} months after they arrive, and at once when you ask us to erase them.`,
            'Platform data is kept for as long as your organization’s account is active. After an account closes, we delete it once you have had the chance to export it, except where the law requires us to keep records longer.',
            'Payment records are kept for as long as tax and accounting law requires.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wherever you live, you can ask us what personal information we hold about you, ask us to correct or delete it, and withdraw consent you have given. In addition:',
        },
        {
          kind: 'list',
          items: [
            'Under the GDPR, you also have the right to restrict or object to our processing, to receive your data in a portable format, and to complain to your data protection authority.',
            'Under the CCPA, California residents also have the right to know the categories of information we collect and why, to correct and delete it, to opt out of its sale or sharing (we do neither), and not to be treated differently for using these rights.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'To use any of these rights, contact us as described below. We answer within the time the law allows and may ask you to confirm your identity first. If your data is held in your organization’s account, we will work with your organization to answer you.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children’s privacy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kindred and this website are not intended for children under 13, and we do not knowingly collect personal information from children under 13. If you believe a child under 13 has given us personal information, contact us and we will delete it. Organizations that record information about children in their own programs are responsible for obtaining the consent of a parent or guardian.',
        },
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If we change how we handle personal information, we will update this policy and the date at the top of this page, and tell account holders about significant changes before they apply.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Questions about these terms or this policy, or a request about your personal information, can be sent to the Company through our contact form. Tell us what you need and how to reach you, and we will answer as soon as we can.',
        },
        { kind: 'contact', label: 'Contact Us' },
      ],
    },
  ],
};
