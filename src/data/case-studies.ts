/**
 * Agency case studies (docs/product.md#agency-page). The figures in them are marketing copy, not
 * measurements. Lists show only the first two tags, so the most telling tags come first.
 */

/** Decorative art drawn in place of a photograph: a gradient plus a simple shape pattern. */
export interface CaseStudyImage {
  motif: 'rings' | 'waves' | 'bars' | 'dots';
  /** Index into GRADIENT_PAIRS (src/data/gradients.ts). */
  gradient: number;
}

export interface CaseStudy {
  id: string;
  title: string;
  image: CaseStudyImage;
  summary: string;
  description: string;
  solution: string;
  results: readonly string[];
  tags: readonly string[];
}

export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    id: 'riverside-fellowship',
    title: 'Riverside Fellowship',
    image: { motif: 'rings', gradient: 0 },
    summary: 'A warm new identity and website that turned first-time visitors into connected members.',
    description:
      'A growing church whose logo, bulletin and website had been made by different volunteers over a decade, and whose website could not tell a newcomer when or where to show up.',
    solution:
      'We ran listening sessions with staff and long-time members, built a brand around the church’s riverside roots, and launched a mobile-first website with service times, small-group sign-up and online giving connected to Kindred.',
    results: [
      'Small-group sign-ups through the website tripled in the first quarter.',
      'One brand guide now used by every ministry team.',
      'Staff update the website themselves, with no outside help.',
    ],
    tags: ['Brand Identity', 'Websites', 'Faith-based'],
  },
  {
    id: 'northside-food-network',
    title: 'Northside Food Network',
    image: { motif: 'waves', gradient: 2 },
    summary: 'A year-end giving campaign that told the story behind every meal.',
    description:
      'A regional food bank relying on one end-of-year appeal letter, with no email sequence, no social plan and little sense of which donors had lapsed.',
    solution:
      'We planned a six-week campaign around real stories from volunteers and families, wrote the email and social sequences, built a giving page, and set up reports so staff could watch progress each morning.',
    results: [
      'Year-end gifts up 42% on the previous year.',
      'Over 300 lapsed donors gave again.',
      'A reusable campaign playbook for future giving days.',
    ],
    tags: ['Campaign Management', 'Content Creation', 'Nonprofit'],
  },
  {
    id: 'bright-path-mentoring',
    title: 'Bright Path Mentoring',
    image: { motif: 'bars', gradient: 1 },
    summary: 'Search and analytics work that brought volunteer mentors to the door.',
    description:
      'A youth mentoring program with a waiting list of young people and a website that ranked for nothing its future volunteers were searching for.',
    solution:
      'We researched how prospective mentors search, rewrote the key pages around those questions, fixed the technical search issues and set up an analytics dashboard linking each visit to a volunteer application.',
    results: [
      'Organic search visits doubled within six months.',
      'Volunteer applications from search up 65%.',
      'A monthly report the board actually reads.',
    ],
    tags: ['SEO & Analytics', 'Strategic Marketing', 'Volunteer Recruitment'],
  },
  {
    id: 'harbor-arts-collective',
    title: 'Harbor Arts Collective',
    image: { motif: 'dots', gradient: 5 },
    summary: 'A marketing plan that filled a new community arts season.',
    description:
      'A community arts nonprofit launching its first full season, with a small budget and no plan for reaching audiences beyond its existing members.',
    solution:
      'We mapped the audiences for each program, set a season-long content calendar and produced short video features on the artists, shared through email and social media.',
    results: [
      'Every workshop in the opening season sold out.',
      'The mailing list grew by half before the season began.',
    ],
    tags: ['Strategic Marketing', 'Content Creation', 'Arts'],
  },
];

/** The case studies with the given ids, in that order; a missing id fails the build. */
export function caseStudiesById(ids: readonly string[]): CaseStudy[] {
  return ids.map((id) => {
    const study = CASE_STUDIES.find((candidate) => candidate.id === id);
    if (!study) throw new Error(`No case study with id "${id}"`);
    return study;
  });
}
