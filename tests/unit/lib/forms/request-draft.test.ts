import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearRequestDraft,
  loadRequestDraft,
  REQUEST_DRAFT_KEY,
  saveRequestDraft,
} from '../../../../src/lib/forms/request-draft.ts';
import { EMPTY_REQUEST_FORM, type RequestForm } from '../../../../src/lib/forms/request-form.ts';

/** sessionStorage's interface over a Map, as a tab would hold it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const typed: RequestForm = {
  ...{ ...EMPTY_REQUEST_FORM, firstName: 'Ruth', lastName: 'Okafor', email: 'ruth@riverside.org' },
  ...{
    organizationName: 'Riverside Food Bank',
    organizationType: 'secular',
    organizationSize: '11-50 employees',
  },
  ...{ interests: ['Volunteer Coordination'], phone: '555 0100', comments: 'Three pantries.' },
  website: 'https://spam.example',
};
const stored = (draft: object) => storage.setItem(REQUEST_DRAFT_KEY, JSON.stringify(draft));

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
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

  it('keeps only values the form could hold, and of the interests those the chosen type offers', () => {
    const impossible = {
      firstName: 42,
      organizationType: 'corporate',
      organizationSize: 'huge',
      website: 'x',
    };
    stored({ ...impossible, email: 'ruth@riverside.org', interests: ['Volunteer Coordination'] });
    expect(loadRequestDraft(storage)).toEqual({ ...EMPTY_REQUEST_FORM, email: 'ruth@riverside.org' });
    stored({ organizationType: 'faith', interests: ['Volunteer Coordination', 'Sermon Planning Tools'] });
    expect(loadRequestDraft(storage)?.interests).toEqual(['Sermon Planning Tools']);
  });

  it('reads a corrupt entry as no draft, and survives blocked storage', () => {
    storage.setItem(REQUEST_DRAFT_KEY, '{not json');
    expect(loadRequestDraft(storage)).toBeNull();
    const refuse = () => {
      throw new Error('blocked');
    };
    const blocked = { ...memoryStorage(), getItem: refuse, setItem: refuse };
    expect(() => saveRequestDraft(typed, blocked)).not.toThrow();
    expect(loadRequestDraft(blocked)).toBeNull();
  });
});
