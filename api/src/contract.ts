/**
 * The API's contract for front ends: the static types of the TypeBox schemas the routes declare,
 * and nothing else. Types only (`import type { JobDetail } from 'api/contract'`): no code of the
 * API reaches a browser bundle. Every type here is `Static<typeof Schema>` of the schema a route
 * validates or serialises with, so a change to a schema changes the type and a front end that
 * no longer fits fails its typecheck (decision 040).
 *
 * Only schema modules are imported (no route, plugin or database code), so the front ends'
 * typecheck reads a few schema files, not Fastify.
 */
import type { Static } from 'typebox';
import type * as Accounts from './accounts/schemas.js';
import type * as Common from './schemas/common.js';
import type * as Affinity from './routes/affinity/schemas.js';
import type * as Auth from './routes/auth/schemas.js';
import type * as CareerQuiz from './routes/career-quiz/schemas.js';
import type * as Contact from './routes/contact/schemas.js';
import type * as Events from './routes/events/schemas.js';
import type * as Funding from './routes/funding/schemas.js';
import type * as Jobs from './routes/jobs/schemas.js';
import type * as Leads from './routes/leads/schemas.js';
import type * as Personality from './routes/personality/schemas.js';
import type * as ProfileRoutes from './routes/profile/schemas.js';
import type * as Reference from './routes/reference/schemas.js';
import type * as RequestJob from './routes/request-job/schemas.js';
import type * as UserData from './routes/user-data/schemas.js';
import type * as WhitePapers from './routes/white-papers/schemas.js';

// --- shared -------------------------------------------------------------------------------

/** A page or message language: 'en' or 'ms'. The one `Locale` of the front ends. */
export type Locale = Static<typeof Common.LangSchema>;
/** Every non-2xx body (decision 012). */
export type ErrorBody = Static<typeof Common.ErrorBody>;
/** A text in both languages (null where a language is not written yet). */
export type Bilingual = Static<typeof Common.Bilingual>;
export type DataStatus = Static<typeof Common.DataStatusSchema>;

// --- jobs ---------------------------------------------------------------------------------

/** GET {base}{version}/job-list?search_term&lang → `{ data: JobListItem[] }` (spec §7). */
export type JobListItem = Static<typeof Common.JobListItem>;
export type JobListQuery = Static<typeof Jobs.JobListQuery>;
/** GET {base}{version}/jobs/:slug → `{ data: JobDetail }`. */
export type JobDetail = Static<typeof Jobs.JobDetail>;
/** GET {base}{version}/directory?lang → `{ data: DirectoryGroup[] }`. */
export type DirectoryGroup = Static<typeof Jobs.DirectoryGroup>;
/** GET {base}{version}/search-index → the compact in-browser search index (decision 395). */
export type SearchIndex = Static<typeof Jobs.SearchIndex>;
/** POST {base}{version}/request-job. */
export type RequestJobBody = Static<typeof RequestJob.RequestJobBody>;
export type RequestJobResponse = Static<typeof RequestJob.RequestJobResponse>;

// --- contact us ---------------------------------------------------------------------------

/** GET {base}{version}/contact/form-token (anti-spam timing, decision 110). */
export type ContactFormTokenResponse = Static<typeof Contact.ContactFormTokenResponse>;
/** POST {base}{version}/contact. */
export type ContactBody = Static<typeof Contact.ContactBody>;
export type ContactResponse = Static<typeof Contact.ContactResponse>;
export type ContactTopic = Static<typeof Contact.ContactTopicSchema>;

// --- reference, quiz, personality ---------------------------------------------------------

export type Industry = Static<typeof Reference.Industry>;
export type Subject = Static<typeof Reference.Subject>;
export type SubjectMatchResult = Static<typeof Reference.SubjectMatchResult>;
export type SubjectMatchRoute = Static<typeof Reference.SubjectMatchRoute>;
/** GET {base}{version}/subject-match. */
export type SubjectMatchResponse = Static<typeof Reference.SubjectMatchResponse>;
/** GET {base}/data/generate-affinity (own server route, unversioned). */
export type AffinityQuestion = Static<typeof Affinity.Question>;
export type AffinitySelection = Static<typeof Affinity.Selection>;
export type GenerateAffinityResponse = Static<typeof Affinity.GenerateAffinityResponse>;
export type PersonalityType = Static<typeof Personality.PersonalityType>;
export type PersonalityResult = Static<typeof Personality.PersonalityResult>;
/** POST {base}{version}/career-quiz/result → `{ data: CareerQuizResult }` (decision 060). */
export type CareerQuizResultBody = Static<typeof CareerQuiz.CareerQuizResultBody>;
export type CareerQuizAnswer = Static<typeof CareerQuiz.QuizAnswer>;
export type CareerQuizResult = Static<typeof CareerQuiz.CareerQuizResult>;
export type CareerQuizJobMatch = Static<typeof CareerQuiz.QuizJobMatch>;
export type CareerQuizPick = Static<typeof CareerQuiz.QuizPick>;
/** GET {base}{version}/career-quiz/result?picks=a-b-…&lang → the same `CareerQuizResult` (decision 085). */
export type CareerQuizSharedQuery = Static<typeof CareerQuiz.SharedResultQuery>;

// --- content ------------------------------------------------------------------------------

export type FundingItem = Static<typeof Funding.FundingItem>;
export type FundingResponse = Static<typeof Funding.FundingResponse>;
export type EventItem = Static<typeof Events.Event>;
export type WhitePaperSummary = Static<typeof WhitePapers.WhitePaperSummary>;
export type WhitePaper = Static<typeof WhitePapers.WhitePaper>;

// --- accounts -----------------------------------------------------------------------------

export type Role = Static<typeof Accounts.RoleSchema>;
export type AgeRange = Static<typeof Accounts.AgeRangeSchema>;
export type Income = Static<typeof Accounts.IncomeSchema>;
export type PostSpmPlan = Static<typeof Accounts.PostSpmPlanSchema>;
export type Gender = Static<typeof Accounts.GenderSchema>;
export type Language = Static<typeof Accounts.LanguageSchema>;
/** `{ type: 'success', message }` of the registration, resend, forgot and reset routes. */
export type MessageResponse = Static<typeof Accounts.MessageResponse>;
/** POST /login and the social sign-ins (spec §3). */
export type LoginResponse = Static<typeof Accounts.LoginResponse>;
export type LoginProfile = Static<typeof Accounts.LoginProfile>;
/** GET/POST profile → `{ type: 'success', data: Profile }`. */
export type Profile = Static<typeof Accounts.Profile>;
export type ProfileResponse = Static<typeof ProfileRoutes.ProfileResponse>;
/** POST /profile/update (bearer). */
export type ProfileUpdate = Static<typeof Accounts.ProfileUpdateBody>;
export type AccountExport = Static<typeof ProfileRoutes.ExportResponse>;
/** DELETE profile (bearer): the password, asked again (decision 035). */
export type DeleteAccountBody = Static<typeof Accounts.DeleteAccountBody>;
/** POST /login. */
export type LoginBody = Static<typeof Auth.LoginBody>;
/** POST /forgot-password and /resend-verification-email: the email routes' fields. */
export type EmailRequestBody = Static<typeof Auth.EmailRequestBody>;
/** POST /registration. */
export type RegistrationBody = Static<typeof Auth.RegistrationBody>;
/** POST /reset-password. */
export type ResetPasswordBody = Static<typeof Auth.ResetPasswordBody>;
/** POST /change-password (bearer; decision 283). */
export type ChangePasswordBody = Static<typeof Auth.ChangePasswordBody>;
/** GET /user/sessions (bearer): the account's active sign-ins. */
export type SessionItem = Static<typeof Auth.SessionItem>;
export type SessionsResponse = Static<typeof Auth.SessionsResponse>;
/** POST /logout-everywhere, DELETE /user/sessions/:id (bearer). */
export type SessionsEndedResponse = Static<typeof Auth.SessionsEndedResponse>;

// --- leads and user data ------------------------------------------------------------------

export type LeadBody = Static<typeof Leads.LeadBody>;
export type LeadAnswers = Static<typeof Accounts.LeadAnswers>;
export type LeadCreated = Static<typeof Leads.LeadCreated>;
export type Lead = Static<typeof Accounts.Lead>;
export type SaveUserLeadBody = Static<typeof Leads.SaveUserLeadBody>;
export type SaveUserLeadResponse = Static<typeof Leads.SaveUserLeadResponse>;
export type UserLeadsResponse = Static<typeof Leads.UserLeadsResponse>;
export type BulkSaveReadJobBody = Static<typeof UserData.BulkSaveReadJobBody>;
export type BulkSaveJobQuizBody = Static<typeof UserData.BulkSaveJobQuizBody>;
export type BulkSaveResponse = Static<typeof UserData.BulkSaveResponse>;
export type SavedJobsResponse = Static<typeof UserData.SavedJobsResponse>;
export type ReadJobsResponse = Static<typeof UserData.ReadJobsResponse>;
export type SavedState = Static<typeof UserData.SavedState>;
/** POST {base}/userData/user-job-data (own server route, unversioned). */
export type UserJobDataBody = Static<typeof UserData.UserJobDataBody>;
export type UserJobDataResponse = Static<typeof UserData.UserJobDataResponse>;

/** `{ data: T }`, the envelope of the content routes. */
export interface Data<T> {
  data: T;
}
