/**
 * The signed-in dashboard: header with the admin's email and Sign out, then the tabs the role
 * may use (./staff/role-tabs.ts): Messages, Requests, Overview, Blog, Staff and Account. A tab's
 * panel is mounted on first visit and kept, so switching back keeps its page, filter and search.
 * Overview, Blog, Staff and Account load their code with their first visit.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { focusIfLost } from '../lib/ui/focus-if-lost.ts';
import { buttonClass } from '../lib/styles/button-styles.ts';
import type { AdminUser } from './auth/gateway.ts';
import { MayErase } from './leads/desk-access.ts';
import NoticeHealth from './leads/NoticeHealth.tsx';
import { useCountTitle } from './leads/use-count-title.ts';
import { useLeadCounts } from './leads/use-lead-counts.ts';
import { useVisiblePolling } from './leads/use-visible-polling.ts';
import MessagesTab from './messages/MessagesTab.tsx';
import RequestsTab from './requests/RequestsTab.tsx';
import { DASHBOARD_TEXT, LIST_TEXT } from './strings.ts';
import { erasesPeople, readsLeads, ROLE_TABS, type TabId } from './staff/role-tabs.ts';
import { STAFF_TEXT } from './staff/strings.ts';
import Tabs, { tabIds, type TabItem } from './ui/Tabs.tsx';

const ID_PREFIX = 'admin';

const BlogTab = lazy(() => import('./blog/BlogTab.tsx'));
const OverviewTab = lazy(() => import('./overview/OverviewTab.tsx'));
const AccountTab = lazy(() => import('./mfa/AccountTab.tsx'));
const StaffTab = lazy(() => import('./staff/StaffTab.tsx'));

interface Props {
  user: AdminUser;
  signingOut: boolean;
  onSignOut: () => void;
}

export default function Dashboard({ user, signingOut, onSignOut }: Props) {
  const role = user.role ?? 'admin';
  const allowed = ROLE_TABS[role];
  const first = allowed[0] ?? 'account';
  const leads = readsLeads(role);
  const [selected, setSelected] = useState<TabId>(first);
  const [visited, setVisited] = useState<ReadonlySet<TabId>>(() => new Set([first]));
  const counts = useLeadCounts(leads);
  // New leads arrive without a reload: the counts are asked again while the tab is visible, and
  // the tab's title leads with the leads nobody has handled yet (unread messages, pending requests).
  const [polls, setPolls] = useState(0);
  useVisiblePolling(
    useCallback(() => {
      counts.refresh();
      setPolls((value) => value + 1);
    }, [counts]),
  );
  useCountTitle(counts.unread === null || counts.pending === null ? null : counts.unread + counts.pending);

  // Signing in (or passing the second factor) removed the form that held focus: the first panel's
  // heading takes it, so the next Tab leads into the list rather than from the top of the page.
  useEffect(() => {
    focusIfLost(document.getElementById(tabIds(ID_PREFIX, first).panel)?.querySelector('h2'));
  }, [first]);

  function select(id: TabId) {
    setSelected(id);
    setVisited((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
  }

  const everyTab: TabItem<TabId>[] = [
    {
      id: 'messages',
      label: DASHBOARD_TEXT.tabs.messages,
      badge:
        counts.unread === null
          ? undefined
          : {
              text: DASHBOARD_TEXT.badge(counts.unread),
              description: DASHBOARD_TEXT.unreadCount(counts.unread),
            },
    },
    {
      id: 'requests',
      label: DASHBOARD_TEXT.tabs.requests,
      badge:
        counts.pending === null
          ? undefined
          : {
              text: DASHBOARD_TEXT.badge(counts.pending),
              description: DASHBOARD_TEXT.pendingCount(counts.pending),
            },
    },
    { id: 'overview', label: DASHBOARD_TEXT.tabs.overview },
    { id: 'blog', label: DASHBOARD_TEXT.tabs.blog },
    { id: 'staff', label: STAFF_TEXT.tab },
    { id: 'account', label: DASHBOARD_TEXT.tabs.account },
  ];
  const tabs = everyTab.filter((tab) => allowed.includes(tab.id));

  function panel(id: TabId) {
    switch (id) {
      case 'messages':
        return <MessagesTab onChanged={counts.refresh} />;
      case 'requests':
        return <RequestsTab onChanged={counts.refresh} />;
      case 'overview':
        return (
          <Suspense fallback={<p className="text-muted">{LIST_TEXT.loading}</p>}>
            <OverviewTab />
          </Suspense>
        );
      case 'blog':
        return (
          <Suspense fallback={<p className="text-muted">{LIST_TEXT.loading}</p>}>
            <BlogTab userId={user.id} selected={selected === 'blog'} />
          </Suspense>
        );
      case 'staff':
        return (
          <Suspense fallback={<p className="text-muted">{LIST_TEXT.loading}</p>}>
            <StaffTab userId={user.id} />
          </Suspense>
        );
      case 'account':
        return (
          <Suspense fallback={<p className="text-muted">{LIST_TEXT.loading}</p>}>
            <AccountTab />
          </Suspense>
        );
    }
  }

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <h1 className="text-xl font-bold tracking-tight text-ink">{DASHBOARD_TEXT.heading}</h1>
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            <p className="min-w-0 text-sm break-all text-muted">
              <span className="sr-only">{DASHBOARD_TEXT.signedInAs} </span>
              {user.email}
            </p>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={onSignOut}
              disabled={signingOut}
              aria-busy={signingOut}
            >
              {DASHBOARD_TEXT.signOut}
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <MayErase.Provider value={erasesPeople(role)}>
          {leads && <NoticeHealth version={polls} />}
          <Tabs
            idPrefix={ID_PREFIX}
            label={DASHBOARD_TEXT.tabsLabel}
            tabs={tabs}
            selected={selected}
            onSelect={select}
          />
          {tabs.map(({ id }) => {
            const ids = tabIds(ID_PREFIX, id);
            return (
              <div
                key={id}
                id={ids.panel}
                role="tabpanel"
                aria-labelledby={ids.tab}
                hidden={id !== selected}
                className="mt-6"
              >
                {visited.has(id) && panel(id)}
              </div>
            );
          })}
        </MayErase.Provider>
      </main>
    </div>
  );
}
