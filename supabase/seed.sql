-- Seed: the blog posts a fresh database starts with (four published, one draft), so the public
-- blog is not empty on a new install. They have no author: nobody is signed in while seeding.
-- Idempotent: a post whose slug already exists is left as it is.

insert into public.blog_posts (title, slug, excerpt, published, created_at, updated_at, content)
values
(
  'Volunteer Scheduling Without the Spreadsheet Chaos',
  'volunteer-scheduling-without-the-spreadsheet-chaos',
  'Most volunteer programs do not lose people because the work is hard. They lose them because the schedule is confusing. Here is how to fix that.',
  true,
  '2026-02-10 14:00:00+00',
  '2026-02-10 14:00:00+00',
  $post$Ask any volunteer coordinator what keeps them up at night and the answer is rarely the work itself. It is the Saturday morning when three people show up for the food pantry shift that needed eight, while the welcome team has a surplus nobody asked for. Most volunteer programs do not lose people because the work is hard. They lose them because the schedule is confusing, the reminders never came, or nobody noticed they had served every week for four months straight.

Start with roles, not people. Before you open a sign-up, write down every recurring role your ministry or program depends on: greeters, drivers, intake volunteers, childcare helpers, set-up crew. For each one, note how many people a shift needs, what training or background check it requires, and how long the shift really lasts. This list becomes the backbone of your schedule, and it makes gaps visible weeks before they turn into a scramble.

Let volunteers choose, within limits. People stay longer when they pick their own shifts. Publish open slots in one place, let volunteers sign up for the roles they are cleared for, and cap how often a single person can serve in a month. That cap protects your most faithful people from quiet burnout, which is the most common reason long-time volunteers step away without saying why.

Remind early, and remind twice. A short message a week ahead and another the day before cuts no-shows dramatically. Make it easy to reply that they cannot make it, and route that reply straight to the person who can find a replacement. A cancellation you hear about on Thursday is a problem you can solve; one you discover at 8 a.m. on Saturday is not.

Close the loop. After each event, record who served and for how long. Those hours matter for grant reports, for thanking people well, and for spotting the volunteer who is ready to lead a team. A simple note of thanks that mentions the specific shift someone covered does more for retention than any appreciation banquet.

Volunteer scheduling will never be perfectly tidy, but it can be predictable. When roles are clear, sign-ups are self-service and reminders are automatic, coordinators get their Friday nights back and volunteers get to focus on the people they came to serve.$post$
),
(
  'Getting Grant-Ready Before the Deadline Appears',
  'getting-grant-ready-before-the-deadline-appears',
  'Grant readiness is mostly preparation done in quiet months: documents, outcomes and budgets you can hand over in a day instead of a week.',
  true,
  '2026-04-14 15:30:00+00',
  '2026-04-14 15:30:00+00',
  $post$Every development director knows the feeling: a promising funding opportunity lands in your inbox with a deadline three weeks away, and the next twenty days disappear into hunting for documents, rewriting the same program description and rebuilding a budget from scratch. Organizations that win grants consistently are rarely better writers. They are better prepared.

Build a document library once. Most funders ask for the same core materials: your determination letter, most recent audit or financial review, board list with affiliations, annual budget, organizational chart and key policies. Gather current copies in one shared place, note when each expires or needs an update, and assign someone to keep it fresh each quarter. When an application opens, you attach instead of search.

Describe your programs in reusable blocks. Write a clear, one-page description of each program: the need it addresses, who it serves, what activities it runs, and what changes as a result. Keep a short and a long version. Reviewers can tell when a narrative was written for them, so you will still tailor each application, but starting from a solid block saves days.

Track outcomes all year, not the week before. The hardest question on most applications is what difference your work made. If attendance, volunteer hours, meals served or clients housed are recorded as they happen, the answer is a report you run, not a memory exercise. Pick a handful of measures that matter to your mission and to the funders you pursue, and record them every month.

Keep a grant calendar. List the funders you have relationships with, their cycles, reporting dates and renewal windows. Many foundations and federal programs open on predictable schedules. Seeing them months ahead lets you plan letters of inquiry, line up partner letters of support and avoid three deadlines colliding in the same week.

Finally, report well on the grants you already have. A timely, honest report that shows what worked and what you learned is the best application for the next cycle. Funders remember the organizations that made their job easy.$post$
),
(
  'Donor Communication That Builds Trust All Year',
  'donor-communication-that-builds-trust-all-year',
  'Donors who hear from you only when you need money start to expect only that. A simple rhythm of updates changes the relationship.',
  true,
  '2026-06-23 13:15:00+00',
  '2026-06-23 13:15:00+00',
  $post$If the only time supporters hear from your organization is during a year-end appeal, they learn to expect exactly that: a request. Trust grows in the months between asks, when donors see what their gifts made possible and feel like partners rather than wallets.

Thank quickly and personally. A gift acknowledged within two days tells a donor their generosity was noticed. For first-time givers, a short personal note or call from a staff member or board member makes an outsized difference in whether they give a second time. Automated receipts are necessary for their records, but they are not a thank-you.

Share stories, not just statistics. Numbers show scale; stories show meaning. Pair them. Tell donors that the after-school program served 140 students this spring, and then introduce one of those students, with permission, and what changed for them. Keep stories honest and respectful of the people you serve, and avoid portraying anyone as a charity case.

Set a rhythm you can sustain. A monthly or quarterly update, a mid-year impact report and a thoughtful year-end letter are enough for most small teams. Consistency matters more than volume. Segment where it helps: recurring donors, major donors, volunteers who also give and lapsed supporters each appreciate slightly different messages.

Be transparent about challenges. When a program struggles or costs rise, say so and explain your plan. Donors are more loyal to organizations that are candid about setbacks than to those that only report success. Transparency about how funds are used, including overhead that keeps the lights on, builds the kind of confidence that survives a hard year.

Invite participation beyond giving. Volunteer days, site visits, prayer or reflection gatherings and short surveys help supporters feel part of the mission. People who feel involved give more generously and for longer, and they are the ones who invite their friends.$post$
),
(
  'One Calendar for Events, Teams and Budgets',
  'one-calendar-for-events-teams-and-budgets',
  'When events, volunteer teams and budgets live in separate tools, small mistakes multiply. Bringing them together saves hours every week.',
  true,
  '2026-09-08 16:45:00+00',
  '2026-09-08 16:45:00+00',
  $post$A community dinner looks simple from the outside. Behind it sit a room booking, a volunteer roster, a food budget, a promotion plan, dietary notes and a follow-up email to everyone who came. In many nonprofits and congregations, each of those lives in a different place: a paper calendar in the office, a shared spreadsheet, the treasurer's accounting software and someone's personal inbox.

The cost of that fragmentation is easy to underestimate. Staff re-enter the same information several times. The facilities team books a room that the youth group already reserved. The treasurer learns about an event's expenses only when receipts arrive. And when a key volunteer moves away, the knowledge of how the annual fundraiser runs leaves with them.

Start by giving every event a single home. Each event record should carry its date and place, the team responsible, the volunteer roles it needs, its budget and its status from idea to archived. When a coordinator updates the headcount, the catering estimate and the volunteer needs should be visible to everyone who depends on them.

Connect the budget to the plan. Approving an event should mean approving its budget line, and actual expenses should be recorded against that same event. At the end of the year you can see what each program truly cost, which makes board conversations and grant budgets far easier and more honest.

Keep a record of what happened. After the event, capture attendance, volunteer hours, lessons learned and photos with permission. Next year's coordinator starts from a tested plan instead of a blank page.

None of this requires a large staff. It requires agreeing that there is one place where the plan lives, and that everyone, from the pastor or executive director to the newest volunteer, can find what they need there.$post$
),
(
  'Measuring Program Outcomes With a Small Team',
  'measuring-program-outcomes-with-a-small-team',
  'Draft: a practical outcome-measurement approach for organizations without a data analyst.',
  false,
  '2026-10-27 10:00:00+00',
  '2026-10-27 10:00:00+00',
  $post$Draft outline. Why outcomes matter to funders and to the people you serve. Choosing three to five measures you can collect reliably. Simple intake and follow-up forms. A monthly fifteen-minute review habit. Sharing results with staff, volunteers and donors.$post$
)
on conflict (slug) do nothing;
