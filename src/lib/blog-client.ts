/**
 * The public blog's reads at run time. The blog needs no sign-in, so it talks to the REST API
 * through postgrest-js alone and never loads the auth client that supabase-js would bring along.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import { resolveSupabaseConfig } from './supabase-config.ts';

/** What a card shows. */
export interface PostSummary {
  title: string;
  slug: string;
  excerpt: string | null;
  created_at: string;
}

/** What the post view shows. */
export interface Post extends PostSummary {
  content: string;
}

export type PostLookup = { status: 'found'; post: Post } | { status: 'missing' } | { status: 'failed' };

/** PostgREST's answer when `.single()` finds no row. */
const NOT_FOUND_CODE = 'PGRST116';

let client: PostgrestClient | undefined;

function rest(): PostgrestClient {
  if (!client) {
    const { url, publishableKey } = resolveSupabaseConfig(import.meta.env, window.location.origin);
    client = new PostgrestClient(`${url}/rest/v1`, {
      headers: { apikey: publishableKey, Authorization: `Bearer ${publishableKey}` },
    });
  }
  return client;
}

/** Published posts, newest first; null when the fetch failed. */
export async function fetchPublishedPosts(limit: number): Promise<PostSummary[] | null> {
  const { data, error } = await rest()
    .from('blog_posts')
    .select('title, slug, excerpt, created_at')
    .eq('published', true)
    .order('created_at', { ascending: false })
    .limit(limit);
  return error ? null : (data as PostSummary[]);
}

/** The published post with this slug; a missing or unpublished one is "missing", not "failed". */
export async function fetchPublishedPost(slug: string): Promise<PostLookup> {
  const { data, error } = await rest()
    .from('blog_posts')
    .select('*')
    .eq('slug', slug)
    .eq('published', true)
    .single();
  if (error) return { status: error.code === NOT_FOUND_CODE ? 'missing' : 'failed' };
  return { status: 'found', post: data as Post };
}
