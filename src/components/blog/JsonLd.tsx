/**
 * A JSON-LD <script> element, rendered on the server only (no client directive). A string child
 * would be HTML-escaped (React escapes script text: quotes became &quot;, which is not JSON), so
 * the JSON goes in as it is. That is safe only because `json` comes from serializeJsonLd, which
 * leaves no "<" that could end the element.
 */
export default function JsonLd({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
