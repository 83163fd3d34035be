/**
 * Every word of the admin Blog tab. The toasts are the exact strings of docs/product.md#admin-blog-form; the
 * control names are the ones it lists, which the browser tests rely on.
 */
import { BLOG_IMAGES_BUCKET } from '../../data/blog-images.ts';

/** The bucket's limit in whole megabytes, as the words say it. */
const MAX_MB = BLOG_IMAGES_BUCKET.fileSizeLimit / (1024 * 1024);

export const BLOG_ADMIN = {
  list: {
    heading: 'Blog posts',
    newPost: 'New Post',
    edit: 'Edit',
    delete: 'Delete',
    published: 'Published',
    draft: 'Draft',
    scheduled: 'Scheduled',
    /** Beside the Scheduled badge: when visitors will see the post, in the admin's time zone. */
    scheduledFor: (time: string) => `Publishes ${time}`,
    loading: 'Loading blog posts…',
    empty: 'No blog posts yet. Write the first one with New Post.',
    fetchFailed: 'The posts could not be loaded.',
    retry: 'Try again',
    created: 'Created',
  },
  form: {
    newHeading: 'New post',
    editHeading: 'Edit post',
    title: 'Title',
    content: 'Content',
    format: 'Format',
    formats: { plain: 'Plain text', markdown: 'Markdown' },
    formatHint: {
      plain: 'Shown exactly as typed, line breaks kept.',
      markdown: 'Headings, lists, links and tables with Markdown marks; the toolbar adds them.',
    },
    toolbar: 'Formatting',
    marks: {
      bold: 'Bold',
      italic: 'Italic',
      heading: 'Heading',
      link: 'Link',
      bulletList: 'Bulleted list',
      numberedList: 'Numbered list',
      quote: 'Quote',
    },
    livePreview: 'Live preview',
    livePreviewLoading: 'Loading the preview…',
    image: 'Image',
    imageHint: `Drop an image on the content, or choose one: JPEG, PNG, GIF or WebP, at most ${MAX_MB} MB.`,
    uploading: 'Uploading the image…',
    uploaded: 'Image added. Type what it shows between its brackets: that is its alt text.',
    cover: 'Cover image',
    coverHint: 'Optional. Shown on the post’s card, atop the post and when it is shared.',
    chooseCover: 'Choose cover image',
    replaceCover: 'Replace cover image',
    removeCover: 'Remove cover image',
    coverUploaded: 'Cover image uploaded. Describe it in its alt text.',
    coverAlt: 'Cover alt text',
    coverAltHint: 'What the picture shows, for people who cannot see it. Required to publish.',
    tags: 'Tags',
    tagsHint: 'Optional. Up to 8, separated by commas, for example: volunteers, giving.',
    excerpt: 'Excerpt',
    excerptHint: 'Optional. Shown on the blog list, up to 500 characters.',
    slug: 'Slug',
    slugHint: 'The address of the post: /blog/your-slug. Left empty, it is made from the title.',
    publishing: 'Publishing',
    publish: 'Publish immediately',
    publishHint: 'Visitors see the post as soon as it is saved.',
    /** Said while neither box is ticked. */
    draftNote: 'Neither box ticked: the post is saved as a draft, which only admins can see.',
    schedule: 'Schedule for later',
    scheduleHint: 'Visitors see the post from the date and time you choose.',
    publishAt: 'Publish at',
    publishAtHint: (timeZone: string) => `Date and time in your time zone (${timeZone}).`,
    preview: 'Preview',
    save: 'Save Post',
    cancel: 'Cancel',
  },
  preview: {
    heading: 'Preview',
    intro:
      'The post as visitors will see it on its page, in the display mode chosen here. Links in the preview do not leave the editor.',
    modes: 'Display mode',
    faith: 'Faith mode',
    secular: 'Secular mode',
    back: 'Back to editing',
  },
  /**
   * The line above the list on whether visitors see the latest posts (docs/product.md#site-status).
   * Times are the admin's own, formatted by the caller.
   */
  siteStatus: {
    upToDate: (builtAt: string) => `The public site is up to date (rebuilt ${builtAt}).`,
    upToDateUndated: 'The public site is up to date.',
    pending: 'Your changes reach the public site within a minute.',
    rebuilding: (since: string) => `The public site is being rebuilt with your changes (started ${since}).`,
    failed: 'The last rebuild of the public site failed.',
    stillServing: (builtAt: string) => `Visitors still see the site from ${builtAt}.`,
    stillServingUndated: 'Visitors still see the site as it was last built.',
    /** The builder's or the build hook's own words. */
    reason: (failure: string) => `Reason: ${failure}`,
    nextScheduled: (dueAt: string) => `Next scheduled post: ${dueAt}. The site rebuilds then.`,
    unavailable: 'Whether the public site is up to date could not be checked.',
  },
  confirmDelete: 'Are you sure you want to delete this blog post?',
  /** Asked after a delete, when the post had images no other post shows. */
  confirmDeleteImages: (count: number) =>
    `Also delete ${count === 1 ? 'its image, which no other post shows' : `its ${count} images, which no other post shows`}? They cannot be brought back.`,
  toast: {
    fetchFailed: 'Failed to fetch blog posts',
    notAuthenticated: 'Not authenticated',
    created: 'Blog post created successfully',
    updated: 'Blog post updated successfully',
    saveFailed: 'Failed to save blog post',
    deleted: 'Blog post deleted successfully',
    deleteFailed: 'Failed to delete blog post',
    imagesDeleted: 'Its images were deleted',
    imagesDeleteFailed: 'Its images could not be deleted; they stay in storage',
  },
  problems: {
    required: 'Title and content are required',
    slugEmpty:
      'A slug cannot be made from this title: it has no letters a to z or digits. Type a slug, for example "spring-update".',
    slugFormat:
      'The slug may only hold lowercase letters a to z, digits and single hyphens between them, for example "spring-update".',
    slugTaken: 'A post with this slug already exists. Choose another slug.',
    titleTooLong: 'The title is too long: at most 200 characters.',
    contentTooLong: 'The content is too long: at most 100,000 characters.',
    excerptTooLong: 'The excerpt is too long: at most 500 characters.',
    slugTooLong: 'The slug is too long: at most 200 characters.',
    slugReserved: 'The slug "tag" is taken by the pages of tags. Choose another slug.',
    tooManyTags: 'Too many tags: at most 8.',
    coverAltMissing: 'Describe the cover image in its alt text before publishing.',
    coverAltTooLong: 'The cover’s alt text is too long: at most 300 characters.',
    imageAltMissing: (image: number) =>
      `Image ${image} in the content has no alt text. Type what it shows between its brackets: ![what it shows](…).`,
    notAnImage: 'This file is not a JPEG, PNG, GIF or WebP image. Nothing was uploaded.',
    imageTooLarge: `This image is larger than ${MAX_MB} MB. Make it smaller and try again. Nothing was uploaded.`,
    imageUnreadable: 'This image’s size could not be read; it may be damaged. Nothing was uploaded.',
    uploadFailed: (reason: string) => `The image could not be uploaded: ${reason}`,
    tagFormat:
      'Each tag may hold lowercase letters a to z, digits and single hyphens, at most 40 characters.',
    scheduleMissing: 'Choose the date and time at which to publish the post.',
    scheduleInvalid:
      'This date and time does not exist in your time zone (the clocks skip it when they go forward). Choose another.',
    schedulePast: 'This time has already passed. Choose a time in the future, or publish immediately.',
    notAllowed: 'Your account may not change blog posts. Sign in again as an admin.',
    notFound: 'This post no longer exists. It may have been deleted in another tab.',
  },
} as const;
