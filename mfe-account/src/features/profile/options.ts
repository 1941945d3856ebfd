import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { Choice } from './fields';
import type { AgeRange, Gender, Income, Language, PostSpmPlan, Role } from 'api/contract';
import { profileMessages as m } from './profile-messages';

/**
 * The labels of the option codes (spec §3; Malay in ms.json). Each record names every code of its
 * contract type and no other, so a code added to or removed from the API's schema fails the typecheck
 * here; the choices are listed in the order written.
 */
export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  student: m.roleStudent,
  parent: m.roleParent,
  teacher: m.roleTeacher,
  other: m.roleOther,
};
const GENDER_LABELS: Record<Gender, MessageDescriptor> = {
  female: m.genderFemale,
  male: m.genderMale,
  prefer_not_to_say: m.genderNone,
};
const INCOME_LABELS: Record<Income, MessageDescriptor> = {
  below_rm7000: m.incomeLow,
  rm7000_rm10000: m.incomeMid,
  above_rm10000: m.incomeHigh,
};
const PLAN_LABELS: Record<PostSpmPlan, MessageDescriptor> = {
  study_more: m.planStudy,
  work: m.planWork,
  travel: m.planTravel,
  business: m.planBusiness,
  self_improvement: m.planSelf,
  others: m.planOthers,
};
const LANGUAGE_LABELS: Record<Language, MessageDescriptor> = {
  malay: m.langMalay,
  mandarin: m.langMandarin,
  tamil: m.langTamil,
  english: m.langEnglish,
  other: m.langOther,
};
const AGE_RANGE_LABELS: Record<AgeRange, MessageDescriptor> = {
  below_18: m.ageBelow18,
  '19_25': m.age19to25,
  '26_35': m.age26to35,
  '36_45': m.age36to45,
  '46_above': m.age46up,
};

function choices<T extends string>(intl: IntlShape, labels: Record<T, MessageDescriptor>): Choice<T>[] {
  return (Object.keys(labels) as T[]).map((value) => {
    const label: MessageDescriptor = labels[value];
    return { value, label: intl.formatMessage(label) };
  });
}

export function optionSets(intl: IntlShape) {
  return {
    roles: choices(intl, ROLE_LABELS),
    genders: choices(intl, GENDER_LABELS),
    incomes: choices(intl, INCOME_LABELS),
    plans: choices(intl, PLAN_LABELS),
    languages: choices(intl, LANGUAGE_LABELS),
    ageRanges: choices(intl, AGE_RANGE_LABELS),
  };
}
