/**
 * A JSON-LD <script> element, rendered on the server only (no client directive). Astro escapes
 * text inside <script> as HTML, which would corrupt the JSON; React writes a script's string child
 * as it is. `json` must come from serializeJsonLd, which leaves no "<" that could end the element.
 */
export default function JsonLd({ json }: { json: string }) {
  return <script type="application/ld+json">{json}</script>;
}
