import type { AgeRange, Gender, Role } from 'api/contract';
import type { MessageDescriptor } from 'react-intl';
import { runMessages as m } from './run-messages';

/** The roles of data entry, in the order shown (spec §3); the route's role word is their key. */
export const ROLE_LABELS: Readonly<Record<Role, MessageDescriptor>> = {
  student: m.roleStudent,
  parent: m.roleParent,
  teacher: m.roleTeacher,
  other: m.roleOther,
};
export const ROLES = Object.keys(ROLE_LABELS) as Role[];

export const GENDER_LABELS: Readonly<Record<Gender, MessageDescriptor>> = {
  female: m.genderFemale,
  male: m.genderMale,
  prefer_not_to_say: m.genderNone,
};

export const AGE_RANGE_LABELS: Readonly<Record<AgeRange, MessageDescriptor>> = {
  below_18: m.ageBelow18,
  '19_25': m.age19to25,
  '26_35': m.age26to35,
  '36_45': m.age36to45,
  '46_above': m.age46up,
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && value in ROLE_LABELS;
}

/** The role the visitor gave last time (userLeadFormData), else student: students come first. */
export function roleOfLead(form: Record<string, unknown> | null): Role {
  return isRole(form?.user_type) ? form.user_type : 'student';
}
