/** The lead rows as the dashboard reads them (supabase/migrations, docs/product.md#stored-data). */

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  status: string;
  created_at: string;
  responded_at: string | null;
  status_changed_at: string | null;
}

export interface OnboardingRequest {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  organization_name: string;
  organization_type: string;
  organization_size: string;
  phone: string | null;
  comments: string | null;
  /** The interests joined by ', ': '' when none was picked (never null). */
  main_goal: string;
  last_submission_time: string | null;
  status: string;
  created_at: string;
  status_changed_at: string | null;
}

export type LeadTable = 'contact_messages' | 'onboarding_requests';

export interface LeadRow {
  id: string;
  status: string;
}
