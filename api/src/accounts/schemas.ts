import Type, { type Static, type TSchema } from 'typebox';
import { EMAIL_PATTERN } from './email-address.js';
import { TOKEN_PATTERN } from './tokens.js';

/**
 * Request and response schemas of the accounts routes, and the option sets of spec §3 as the
 * codes the API stores and answers. The labels (English and Malay) belong to the front end.
 */

/** Text without control characters or lone surrogates (PostgreSQL refuses NUL and bad UTF-16). */
const MULTI_LINE = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF]*$';
/** One line: no control characters at all. */
const ONE_LINE = '^[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]*$';

export const Line = (maxLength: number, extra: { minLength?: number; description?: string } = {}) =>
  Type.String({ maxLength, pattern: ONE_LINE, ...extra });
export const Paragraph = (maxLength: number, extra: { minLength?: number; description?: string } = {}) =>
  Type.String({ maxLength, pattern: MULTI_LINE, ...extra });

const oneOf = <const T extends readonly string[]>(values: T, description: string) =>
  Type.Enum([...values] as T[number][], { description: `${description}: ${values.join(', ')}` });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ROLES = ['student', 'parent', 'teacher', 'other'] as const;
export const AGE_RANGES = ['below_18', '19_25', '26_35', '36_45', '46_above'] as const;
export const INCOMES = ['below_rm7000', 'rm7000_rm10000', 'above_rm10000'] as const;
export const POST_SPM_PLANS = ['study_more', 'work', 'travel', 'business', 'self_improvement', 'others'] as const;
export const GENDERS = ['female', 'male', 'prefer_not_to_say'] as const;
export const LANGUAGES = ['malay', 'mandarin', 'tamil', 'english', 'other'] as const;
export const RIASEC = ['R', 'I', 'A', 'S', 'E', 'C'] as const;

export type Role = (typeof ROLES)[number];

export const RoleSchema = oneOf(ROLES, 'Role (pelajar, ibu bapa, guru, lain-lain)');
export const AgeRangeSchema = oneOf(AGE_RANGES, 'Age range (non-students)');
export const IncomeSchema = oneOf(INCOMES, 'Household income (below RM7,000 is the target group)');
export const PostSpmPlanSchema = oneOf(POST_SPM_PLANS, 'Plan after SPM');
export const GenderSchema = oneOf(GENDERS, 'Gender');
export const LanguageSchema = oneOf(LANGUAGES, 'Language');
export const LangSchema = Type.Union([Type.Literal('en'), Type.Literal('ms')], {
  description: 'Language of emails and messages: en or ms',
});

export const EmailSchema = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: EMAIL_PATTERN,
  description: 'Email address; compared without regard to letter case',
});
export const PasswordSchema = Type.String({
  minLength: 8,
  maxLength: 128,
  pattern: MULTI_LINE,
  description: 'At least 8 characters',
});
export const RedirectUrlSchema = Type.String({
  minLength: 1,
  maxLength: 2048,
  description: "The site's URL plus language, e.g. https://laluankerjaya.my/ms; must be one of the site's own origins",
});
export const TokenSchema = Type.String({ pattern: TOKEN_PATTERN, description: 'A token from an emailed link' });
/**
 * A student's plausible age (decision 265), the same range as the front end's (shared-kit
 * forms/validation.ts). The schema keeps spec §5's shape (digits only, at most 3); the routes check
 * the range with `ageIssue`, so the answer names the field and says what is allowed.
 */
export const AGE_MIN = 10;
export const AGE_MAX = 99;
/** Student age: digits only, at most 3 (spec §5); a number is accepted too. */
export const AgeSchema = Type.Union(
  [Type.String({ pattern: '^[0-9]{1,3}$' }), Type.Integer({ minimum: 0, maximum: 999 })],
  { description: `Age in years: digits only, at most 3; from ${AGE_MIN} to ${AGE_MAX}` },
);

/** The range check of an age that passed AgeSchema: an issue for a 400 VALIDATION_FAILED, or null. */
export function ageIssue(
  value: string | number | null | undefined,
  field = 'body.user_age',
): { field: string; message: string } | null {
  if (value === null || value === undefined) return null;
  const age = Number(value);
  return age >= AGE_MIN && age <= AGE_MAX ? null : { field, message: `Age must be from ${AGE_MIN} to ${AGE_MAX}` };
}
export const JobIdSchema = Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Job id' });

// --- responses ---------------------------------------------------------------------------

export const MessageResponse = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
});

export const LoginProfile = Type.Object({
  name: Nullable(Type.String()),
  user_type: Nullable(RoleSchema),
  user_age: Nullable(Type.Integer()),
  user_age_range: Nullable(AgeRangeSchema),
});

/** The login response of spec §3, plus when the token stops working (decision 036). */
export const LoginResponse = Type.Object(
  {
    type: Type.Literal('success'),
    data: Type.Object({
      token: Type.String({ description: 'Bearer token: send as Authorization: Bearer <token>' }),
      expiresAt: Type.String({
        format: 'date-time',
        description: 'When the token expires (ISO 8601): the authorization_token cookie must not outlive it',
      }),
      expiresIn: Type.Integer({ minimum: 0, description: 'Seconds until the token expires' }),
      id: Type.String({ description: 'User id' }),
      new_user: Type.Boolean({ description: 'True on the first sign-in of the account (go to complete profile)' }),
      profile: LoginProfile,
      post_spm_plan: Nullable(PostSpmPlanSchema),
    }),
  },
  { title: 'LoginResponse' },
);
export type LoginResponseType = Static<typeof LoginResponse>;

export const ProfileFields = {
  name: Nullable(Type.String()),
  user_type: Nullable(RoleSchema),
  user_age: Nullable(Type.Integer()),
  user_gender: Nullable(GenderSchema),
  user_income: Nullable(IncomeSchema),
  post_spm_plan: Nullable(PostSpmPlanSchema),
  user_preferred_language: Type.Array(LanguageSchema),
  user_other_language: Nullable(Type.String()),
  user_age_range: Nullable(AgeRangeSchema),
  user_organization_name: Nullable(Type.String()),
  is_complete_profile: Type.Boolean(),
};

export const Profile = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    email_verified: Type.Boolean(),
    has_password: Type.Boolean(),
    providers: Type.Array(Type.Union([Type.Literal('google'), Type.Literal('facebook')])),
    lang: LangSchema,
    created_at: Type.String({ format: 'date-time' }),
    ...ProfileFields,
  },
  { title: 'Profile' },
);
export type ProfileType = Static<typeof Profile>;

/** Error body plus data.message, for routes whose client reads data.message (spec §7). */
export const ErrorWithData = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    messageKey: Type.String(),
  }),
  data: Type.Object({ message: Type.String() }),
});

// --- requests ----------------------------------------------------------------------------

/** Profile update payload of spec §3. Cross-field rules (by role) are checked by the route. */
export const ProfileUpdateBody = Type.Object(
  {
    user_type: RoleSchema,
    name: Line(60, { minLength: 1, description: 'Nickname (required)' }),
    user_age: Type.Optional(Nullable(AgeSchema)),
    user_gender: Type.Optional(Nullable(GenderSchema)),
    user_income: Type.Optional(Nullable(IncomeSchema)),
    post_spm_plan: Type.Optional(Nullable(PostSpmPlanSchema)),
    user_preferred_language: Type.Optional(
      Nullable(Type.Array(LanguageSchema, { maxItems: LANGUAGES.length, uniqueItems: true })),
    ),
    user_other_language: Type.Optional(Nullable(Line(100))),
    user_age_range: Type.Optional(Nullable(AgeRangeSchema)),
    user_organization_name: Type.Optional(Nullable(Line(120))),
    is_complete_profile: Type.Optional(
      Type.Boolean({ description: 'Accepted for compatibility; the server sets it after a valid update' }),
    ),
  },
  { additionalProperties: false },
);
export type ProfileUpdate = Static<typeof ProfileUpdateBody>;

/**
 * DELETE profile: the account's password, asked again (docs/decisions/035). Optional in the
 * schema so that a missing one is the route's 400 PASSWORD_REQUIRED, not a generic validation error.
 */
export const DeleteAccountBody = Type.Object(
  {
    password: Type.Optional(
      Type.String({
        maxLength: 128,
        pattern: MULTI_LINE,
        description: "The account's password (accounts that have one)",
      }),
    ),
  },
  { additionalProperties: false },
);

/** The data-entry answers of a quiz lead: the profile fields, all optional. */
export const LeadAnswers = Type.Object(
  {
    name: Type.Optional(Nullable(Line(60))),
    user_age: Type.Optional(Nullable(AgeSchema)),
    user_gender: Type.Optional(Nullable(GenderSchema)),
    user_income: Type.Optional(Nullable(IncomeSchema)),
    post_spm_plan: Type.Optional(Nullable(PostSpmPlanSchema)),
    user_preferred_language: Type.Optional(
      Nullable(Type.Array(LanguageSchema, { maxItems: LANGUAGES.length, uniqueItems: true })),
    ),
    user_other_language: Type.Optional(Nullable(Line(100))),
    user_age_range: Type.Optional(Nullable(AgeRangeSchema)),
    user_organization_name: Type.Optional(Nullable(Line(120))),
  },
  { additionalProperties: false },
);

export const LeadSelection = Type.Object(
  {
    label: Type.String({ pattern: '^[a-z0-9_]{1,64}$', description: 'Activity key, e.g. building_things' }),
    // Spelled out: a Union over RIASEC.map(…) loses the literals in the static type (the contract's `never`).
    value: Type.Union([
      Type.Literal('R'),
      Type.Literal('I'),
      Type.Literal('A'),
      Type.Literal('S'),
      Type.Literal('E'),
      Type.Literal('C'),
    ]),
  },
  { additionalProperties: false },
);

export const Lead = Type.Object({
  id: Type.String(),
  user_type: RoleSchema,
  answers: Type.Object({}, { additionalProperties: true }),
  selections: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  result_code: Type.String(),
  lang: LangSchema,
  created_at: Type.String({ format: 'date-time' }),
});
