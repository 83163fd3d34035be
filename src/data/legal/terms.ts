/** The Terms of Service of /terms-and-privacy, as prose blocks (last updated June 1, 2023). */
import type { ProsePart } from '../prose-types.ts';

export const TERMS: ProsePart = {
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
          text: 'Payments are processed by our card payment provider. Card details go directly to that provider; the Company does not store full card numbers. Subscriptions renew automatically at the end of each billing period until canceled, and you can cancel at any time with effect from the end of the current period.',
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
          text: 'Grace Assistant, Storybuilder and Noa AI help with tasks such as drafting messages, summarizing information and suggesting next steps. What they produce is a draft for a person to review. AI output can be incomplete or wrong, so read it, correct it and decide whether to use it before anything is sent, published or acted on.',
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
