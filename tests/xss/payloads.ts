/**
 * A blog post and leads whose every free-text field carries script, event-handler and
 * `javascript:` payloads, within the database's own limits. Every payload sets
 * window.__xssFired or calls alert(), so a page that runs any of them shows it. Each value starts
 * with a marker word, so a test can find the text it must see literally.
 */

/** What a payload does when it runs. */
export const XSS_FLAG = '__xssFired';

const RUN = `window.${XSS_FLAG}=1`;

/** Ways out of an HTML text node, an attribute, a script element, XML CDATA and a URL. */
export const PAYLOADS = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<svg onload=${RUN}>`,
  `"><a href="javascript:${RUN}">click</a>`,
  `'><iframe src="javascript:alert(1)"></iframe>`,
  `</script><script>${RUN}</script>`,
  `]]><script>${RUN}</script>`,
  `javascript:${RUN}`,
] as const;

const ALL = PAYLOADS.join(' ');

/** Text the database accepts for a field of at most `max` characters. */
function field(marker: string, max: number, payloads: string = ALL): string {
  return `${marker} ${payloads}`.slice(0, max);
}

/** `tag`: lowercase letters and digits, so parallel tests find their own rows. */
export function hostilePost(tag: string) {
  return {
    title: field(`XSS-title-${tag}`, 200, `${PAYLOADS[0]} ${PAYLOADS[1]} ${PAYLOADS[5]}`),
    content: field(`XSS-content-${tag}`, 100_000, `${ALL}\n\nSecond paragraph ${PAYLOADS[3]}`),
    excerpt: field(`XSS-excerpt-${tag}`, 500),
    slug: `xss-every-field-${tag}`,
    published: true,
  };
}

/**
 * The email rule (src/lib/forms/email-address.ts) takes any text without spaces with one @ and a
 * dot after it, so an address can carry markup, quotes and the ? & % of a mailto: query: this one
 * holds them all.
 */
const HOSTILE_EMAIL = `'"><img/src=x/onerror=alert(1)>{{7*7}}\${7*7}?bcc=x%40evil.example&body=hi@example.org`;

export function hostileMessage(tag: string) {
  return {
    name: field(`XSS-name-${tag}`, 120, PAYLOADS[1]),
    email: HOSTILE_EMAIL,
    message: field(`XSS-message-${tag}`, 5000),
  };
}

export function hostileRequest(tag: string) {
  return {
    first_name: field(`XSS-first-${tag}`, 100, PAYLOADS[0]),
    last_name: field(`XSS-last-${tag}`, 100, PAYLOADS[2]),
    email: HOSTILE_EMAIL,
    organization_name: field(`XSS-org-${tag}`, 200, `${PAYLOADS[3]} ${PAYLOADS[7]}`),
    organization_type: 'faith',
    organization_size: '11-50 employees',
    phone: '+1 555 0100',
    comments: field(`XSS-comments-${tag}`, 2000),
    main_goal: field(`XSS-goal-${tag}`, 1000, `${PAYLOADS[1]}, =HYPERLINK("http://evil.example")`),
  };
}
