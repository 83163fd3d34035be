/**
 * Agency case studies (docs/product.md#agency-page). The figures in them are marketing copy, not
 * measurements. Lists show only the first two tags, so the most telling tags come first.
 */

/** A figure from a study's results, set large in its picture: the value, then what it counts. */
export interface VisualFigure {
  value: string;
  label: string;
}

/**
 * The picture of the work on a project card (src/components/agency/visuals/), one composition per
 * kind of work, drawn rather than photographed. Its words come from the study itself; everything
 * else in it is neutral text shapes, so it names no client, logo or quote the study does not.
 */
export type ProjectVisual =
  /** A brand carried across a desktop website and its phone layout; cards name the site's sections. */
  | {
      kind: 'website';
      sections: readonly [string, string, string];
      /** The brand guide's card: its name and the type specimen set in the brand face. */
      brand: { label: string; specimen: string };
    }
  /** A giving page with the email and social sequences that lead to it, and the result. */
  | { kind: 'giving-campaign'; channels: readonly [string, string]; figure: VisualFigure }
  /** A search result ranked first, and the dashboard that links visits to applications. */
  | { kind: 'search-growth'; chart: string; figure: VisualFigure };

/** Figures written once: the results say them in words, the pictures as figures. */
const YEAR_END_GIFTS_UP_PERCENT = 42;
const SEARCH_APPLICATIONS_UP_PERCENT = 65;

export interface CaseStudy {
  id: string;
  title: string;
  /** Only featured studies need one (a unit test holds the featured ones to it). */
  visual?: ProjectVisual;
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
    visual: {
      kind: 'website',
      sections: ['Service times', 'Small groups', 'Online giving'],
      brand: { label: 'Brand guide', specimen: 'Aa' },
    },
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
    visual: {
      kind: 'giving-campaign',
      channels: ['Email', 'Social'],
      figure: { value: `+${YEAR_END_GIFTS_UP_PERCENT}%`, label: 'Year-end gifts' },
    },
    summary: 'A year-end giving campaign that told the story behind every meal.',
    description:
      'A regional food bank relying on one end-of-year appeal letter, with no email sequence, no social plan and little sense of which donors had lapsed.',
    solution:
      'We planned a six-week campaign around real stories from volunteers and families, wrote the email and social sequences, built a giving page, and set up reports so staff could watch progress each morning.',
    results: [
      `Year-end gifts up ${YEAR_END_GIFTS_UP_PERCENT}% on the previous year.`,
      'Over 300 lapsed donors gave again.',
      'A reusable campaign playbook for future giving days.',
    ],
    tags: ['Campaign Management', 'Content Creation', 'Nonprofit'],
  },
  {
    id: 'bright-path-mentoring',
    title: 'Bright Path Mentoring',
    visual: {
      kind: 'search-growth',
      chart: 'Organic search visits',
      figure: { value: `+${SEARCH_APPLICATIONS_UP_PERCENT}%`, label: 'Volunteer applications' },
    },
    summary: 'Search and analytics work that brought volunteer mentors to the door.',
    description:
      'A youth mentoring program with a waiting list of young people and a website that ranked for nothing its future volunteers were searching for.',
    solution:
      'We researched how prospective mentors search, rewrote the key pages around those questions, fixed the technical search issues and set up an analytics dashboard linking each visit to a volunteer application.',
    results: [
      'Organic search visits doubled within six months.',
      `Volunteer applications from search up ${SEARCH_APPLICATIONS_UP_PERCENT}%.`,
      'A monthly report the board actually reads.',
    ],
    tags: ['SEO & Analytics', 'Strategic Marketing', 'Volunteer Recruitment'],
  },
  {
    id: 'harbor-arts-collective',
    title: 'Harbor Arts Collective',
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
