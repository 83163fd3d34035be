/**
 * The loading state of a post the build did not render (docs/product.md#blog-page-states): its
 * address is served the list's page, and the list stays on screen while the post loads, with
 * "Loading post" over it (BlogFreshness.astro draws it; CSS shows it while this attribute is on
 * the element around the island). The freshness check turns it on for a post address before it
 * asks; whoever finishes the lookup turns it off: the check itself when nothing is to change
 * (the fetch failed), else the island once it shows the post or keeps the list.
 */

export const POST_LOADING_ATTRIBUTE = 'data-post-loading';

export function startPostLoading(element: Element): void {
  element.setAttribute(POST_LOADING_ATTRIBUTE, '');
}

/** The page has one blog, so one loading state to end. */
export function endPostLoading(): void {
  document.querySelector(`[${POST_LOADING_ATTRIBUTE}]`)?.removeAttribute(POST_LOADING_ATTRIBUTE);
}
