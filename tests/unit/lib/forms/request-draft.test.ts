import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearRequestDraft,
  loadRequestDraft,
  REQUEST_DRAFT_KEY,
  saveRequestDraft,
} from '../../../../src/lib/forms/request-draft.ts';
import { EMPTY_REQUEST_FORM, type RequestForm } from '../../../../src/lib/forms/request-form.ts';

/** sessionStorage's interface over a Map, as a tab would hold it. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const typed: RequestForm = {
  ...EMPTY_REQUEST_FORM,
  firstName: 'Ruth',
  lastName: 'Okafor',
  email: 'ruth@riverside.org',
  organizationName: 'Riverside Food Bank',
  organizationType: 'secular',
  organizationSize: '11-50 employees',
  interests: ['Volunteer Coordination'],
  phone: '555 0100',
  comments: 'Three pantries.',
  website: 'https://spam.example',
};

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

describe('the request draft', () => {
  it('comes back as typed, without the honeypot', () => {
    saveRequestDraft(typed, storage);
    expect(storage.getItem(REQUEST_DRAFT_KEY)).not.toContain('spam.example');
    expect(loadRequestDraft(storage)).toEqual({ ...typed, website: '' });
  });

  it('is gone once cleared, and absent at first', () => {
    expect(loadRequestDraft(storage)).toBeNull();
    saveRequestDraft(typed, storage);
    clearRequestDraft(storage);
    expect(loadRequestDraft(storage)).toBeNull();
  });

  it('keeps only values the form could hold', () => {
    storage.setItem(
      REQUEST_DRAFT_KEY,
      JSON.stringify({
        firstName: 42,
        email: 'ruth@riverside.org',
        organizationType: 'corporate',
        organizationSize: 'huge',
        interests: ['Volunteer Coordination'],
        website: 'https://spam.example',
      }),
    );
    expect(loadRequestDraft(storage)).toEqual({ ...EMPTY_REQUEST_FORM, email: 'ruth@riverside.org' });
  });

  it('drops interests the chosen type does not offer', () => {
    storage.setItem(
      REQUEST_DRAFT_KEY,
      JSON.stringify({
        organizationType: 'faith',
        interests: ['Volunteer Coordination', 'Sermon Planning Tools'],
      }),
    );
    expect(loadRequestDraft(storage)?.interests).toEqual(['Sermon Planning Tools']);
  });

  it('reads a corrupt entry as no draft', () => {
    storage.setItem(REQUEST_DRAFT_KEY, '{not json');
    expect(loadRequestDraft(storage)).toBeNull();
  });

  it('survives blocked storage', () => {
    const blocked = new MemoryStorage();
    blocked.getItem = () => {
      throw new Error('blocked');
    };
    blocked.setItem = () => {
      throw new Error('blocked');
    };
    expect(() => saveRequestDraft(typed, blocked)).not.toThrow();
    expect(loadRequestDraft(blocked)).toBeNull();
  });
});
