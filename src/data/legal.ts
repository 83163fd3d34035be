/**
 * Copy of /terms-and-privacy: the Terms of Service and the Privacy Policy (SPEC sections 1, 2 and 9).
 * Compliance and security statements are worded as commitments, not certifications.
 */
import type { ProseHeader, ProsePart, RequestAccessCallout } from '../components/prose/types.ts';

export const LEGAL_META = {
  title: 'Terms of Service and Privacy Policy',
  description:
    'The terms for using Kindred and how we collect, use and protect the information you share with us.',
} as const;

export const LEGAL_HEADER: ProseHeader = {
  eyebrow: 'Legal',
  title: 'Terms of Service and Privacy Policy',
  lead: 'Plain-language terms for using Kindred, and an honest account of the information we collect and why.',
};

export const LEGAL_LAST_UPDATED = {
  label: 'Last updated',
  date: 'June 1, 2023',
  iso: '2023-06-01',
} as const;

export const LEGAL_TOC_LABEL = 'On this page';

const TERMS: ProsePart = {
  id: 'terms-of-service',
  heading: 'Terms of Service',
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These Terms of Service govern your use of the Kindred website and platform, provided by Kindred ("Kindred", "the Company", "we" or "us"). By visiting the website, requesting access or using the platform, you agree to these terms. If you use Kindred on behalf of a ministry, nonprofit or other organization, you confirm that you may accept these terms for it, and "you" then means that organization too.',
        },
        {
          kind: 'paragraph',
          text: 'If you do not agree with these terms, please do not use the website or the platform.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts and access',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kindred is in early access. You can join the waitlist through the request-access form; we review each request and contact the organizations we can onboard. Accounts are created by the Company or by your organization’s administrators, not through public sign-up.',
        },
        {
          kind: 'list',
          items: [
            'Give accurate information when you request access or set up an account, and keep it up to date.',
            'Keep your password private and use a separate account for each person; accounts may not be shared.',
            'You are responsible for what happens under your organization’s accounts, including the access your administrators grant to staff and volunteers.',
            'Tell us promptly through the contact form if you believe an account has been used without permission.',
          ],
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Use Kindred for the lawful work of your organization. You agree not to:',
        },
        {
          kind: 'list',
          items: [
            'send spam or messages to people who have not agreed to hear from you;',
            'upload content that is unlawful, harassing, hateful or that infringes the rights of others;',
            'store information you have no right to hold, or use the platform to track people without their knowledge;',
            'try to gain access to accounts, data or systems that are not yours, or probe, scan or test the platform’s security without our written permission;',
            'disrupt the platform, overload it, or copy, resell or reverse engineer it.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may suspend access that puts other users, the people in your records or the platform at risk. Where we can, we will tell you first and give you a chance to put things right.',
        },
      ],
    },
    {
      id: 'payments',
      heading: 'Subscriptions and payments',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Paid plans are billed per seat per month, monthly or annually, together with a one-time startup fee for setup and onboarding. The prices and what each plan includes are shown on our pricing section and confirmed before you subscribe.',
        },
        {
          kind: 'paragraph',
          text: 'Payments are processed by our card payment provider. Card details go directly to that provider; the Company does not store full card numbers. Subscriptions renew automatically at the end of each billing period until cancelled, and you can cancel at any time with effect from the end of the current period.',
        },
      ],
    },
    {
      id: 'transaction-fees',
      heading: 'Transaction fees',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When your organization accepts card payments through Kindred, a transaction fee applies in addition to your subscription:',
        },
        {
          kind: 'list',
          items: [
            'Donations and ticket purchases paid by card: 5% of each transaction.',
            'Donations or grant approvals under some plans: from 2.5% to 5%, as shown in your plan before you accept it.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Fees are deducted when the payment is processed. Any fees charged by the card payment provider itself are set out in that provider’s terms.',
        },
      ],
    },
    {
      id: 'ai-features',
      heading: 'AI features',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Grace Assistant, Storybuilder and Noa AI help with tasks such as drafting messages, summarising information and suggesting next steps. What they produce is a draft for a person to review. AI output can be incomplete or wrong, so read it, correct it and decide whether to use it before anything is sent, published or acted on.',
        },
        {
          kind: 'paragraph',
          text: 'You remain responsible for the messages you send and the decisions you make. The demonstrations on this website are scripted animations with sample text; they use no real data and no live AI.',
        },
      ],
    },
    {
      id: 'data-ownership',
      heading: 'Your data and exports',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The information your organization puts into Kindred, such as member, supporter, volunteer and giving records, belongs to your organization. We use it only to provide and support the platform for you, as described in these terms and the Privacy Policy below.',
        },
        {
          kind: 'paragraph',
          text: 'You can export your records at any time in CSV and PDF formats. If you close your account, we will help you take a full export first, and then delete your data from the platform as described under Data retention.',
        },
      ],
    },
    {
      id: 'security-and-compliance',
      heading: 'Security and compliance',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Protecting the information you trust us with is part of the service. We commit to:',
        },
        {
          kind: 'list',
          items: [
            'operating the platform under security controls aligned with SOC 2;',
            'applying HIPAA safeguards to health-related information your organization records, such as pastoral-care or client notes;',
            'handling personal data in line with the GDPR and the CCPA, including the rights described in the Privacy Policy;',
            'encrypting data in transit and limiting staff access to what is needed to support you;',
            'aiming for 99.9% uptime and telling you about planned maintenance in advance.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'No system is perfectly secure. If we learn of a security incident that affects your data, we will notify you without undue delay and tell you what we are doing about it.',
        },
      ],
    },
    {
      id: 'changes-to-the-service',
      heading: 'Changes to the service',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We improve Kindred continually and may add, change or retire features. If a change materially reduces what your plan includes, we will tell you in advance, and you may cancel before it takes effect.',
        },
      ],
    },
    {
      id: 'termination',
      heading: 'Ending your use of Kindred',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You may stop using Kindred and cancel your subscription at any time. We may end or suspend access for a serious or repeated breach of these terms, or where the law requires it. Sections that by their nature should survive, such as data ownership, payment of amounts already due and the limits of liability, continue after your use ends.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Disclaimers and limitation of liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We provide Kindred with care, but to the extent the law allows, the platform is provided "as is", without warranties of any kind. To the extent the law allows, the Company is not liable for indirect or consequential losses, and its total liability for any claim is limited to the fees you paid for the platform in the twelve months before the claim arose. Nothing in these terms limits liability that cannot be limited by law.',
        },
      ],
    },
    {
      id: 'changes-to-these-terms',
      heading: 'Changes to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these terms. When we do, we change the date at the top of this page, and for significant changes we tell account holders by email before the new terms apply. Continuing to use Kindred after that means you accept the updated terms.',
        },
      ],
    },
  ],
};

const PRIVACY: ProsePart = {
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
          text: 'We do not sell personal information and we do not share it for cross-context behavioural advertising. We share it only with service providers who help us run Kindred, such as our hosting and database providers and our card payment provider, under contracts that require them to protect it and use it only for us; and where the law requires it.',
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
            'Contact messages and access requests are kept while we are in conversation with you, and deleted once they are no longer needed for that purpose, unless you become a customer.',
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

export const LEGAL_PARTS: readonly ProsePart[] = [TERMS, PRIVACY];

export const LEGAL_CALLOUT: RequestAccessCallout = {
  heading: 'Ready to see Kindred for your organization?',
  text: {
    faith: 'Join the early-access waitlist and we will be in touch to learn about your ministry.',
    secular: 'Join the early-access waitlist and we will be in touch to learn about your organization.',
  },
  label: 'Request Access',
  href: '/request-access',
};
