import { defineMessages } from 'shared-kit';

/** The career quiz's start, questions and data entry (Malay in src/i18n/ms.json). */
export const runMessages = defineMessages({
  startTitle: { id: 'quiz.run.start.pageTitle', defaultMessage: 'Career quiz: start' },
  onboardTitle: { id: 'quiz.run.start.title', defaultMessage: 'Before you start' },
  onboardWhat: {
    id: 'quiz.run.start.what',
    defaultMessage:
      'You will see seven questions. Each one shows six pictures of activities. Pick the one you would enjoy most — there are no right or wrong answers.',
  },
  factTime: { id: 'quiz.run.start.factTime', defaultMessage: 'About 3 minutes' },
  factFree: { id: 'quiz.run.start.factFree', defaultMessage: 'Free, with no sign-up' },
  factAnonymous: {
    id: 'quiz.run.start.factAnonymous',
    defaultMessage: 'Anonymous: we never ask for your email or your real name',
  },
  usesTitle: { id: 'quiz.run.start.usesTitle', defaultMessage: 'How we use your answers' },
  usesBody: {
    id: 'quiz.run.start.usesBody',
    defaultMessage:
      'Each picture stands for one of six interest types. Your picks show which types interest you most, and we suggest jobs that fit them. When you finish, your picks, your result and any details you choose to give are saved so we can show your result. They are not linked to an account unless you sign in and keep them.',
  },
  howToAnswer: {
    id: 'quiz.run.start.howToAnswer',
    defaultMessage:
      'Tap a picture to choose it; the next question follows straight away. With a keyboard, the arrow keys move and Space or Enter chooses. You can go back to change an answer.',
  },
  begin: { id: 'quiz.run.start.begin', defaultMessage: 'Start question 1' },
  loadFailed: {
    id: 'quiz.run.start.loadFailed',
    defaultMessage: 'The pictures did not load. Check your connection and try again.',
  },
  restarted: {
    id: 'quiz.run.start.restarted',
    defaultMessage: 'Your earlier answers were not found on this device, so the quiz starts again.',
  },
  alreadyDone: { id: 'quiz.run.start.alreadyDone', defaultMessage: 'You have already finished the quiz.' },
  seeResult: { id: 'quiz.run.start.seeResult', defaultMessage: 'See my result' },
  takeAgain: { id: 'quiz.run.start.takeAgain', defaultMessage: 'Take the quiz again' },

  questionTitle: {
    id: 'quiz.run.question.pageTitle',
    defaultMessage: 'Career quiz: question {current} of {total}',
  },
  position: { id: 'quiz.run.question.position', defaultMessage: 'Question {current} of {total}' },
  prompt: { id: 'quiz.run.question.prompt', defaultMessage: 'Which of these would you enjoy most?' },
  previous: { id: 'quiz.run.question.previous', defaultMessage: 'Previous question' },
  next: { id: 'quiz.run.question.next', defaultMessage: 'Next question' },
  startOver: { id: 'quiz.run.question.startOver', defaultMessage: 'Start again with new pictures' },

  dataTitle: { id: 'quiz.run.data.pageTitle', defaultMessage: 'Career quiz: about you' },
  dataHeading: { id: 'quiz.run.data.title', defaultMessage: 'Nearly there! Tell us a little about you' },
  dataLead: {
    id: 'quiz.run.data.lead',
    defaultMessage:
      'This helps us make the guide better for people like you. It is optional: you can skip straight to your result.',
  },
  roleLegend: { id: 'quiz.run.data.roleLegend', defaultMessage: 'I am a…' },
  roleStudent: { id: 'quiz.run.data.role.student', defaultMessage: 'Student' },
  roleParent: { id: 'quiz.run.data.role.parent', defaultMessage: 'Parent' },
  roleTeacher: { id: 'quiz.run.data.role.teacher', defaultMessage: 'Teacher' },
  roleOther: { id: 'quiz.run.data.role.other', defaultMessage: 'Other' },
  nickname: { id: 'quiz.run.data.nickname', defaultMessage: 'Nickname' },
  age: { id: 'quiz.run.data.age', defaultMessage: 'Age' },
  ageHint: { id: 'quiz.run.data.ageHint', defaultMessage: 'In years, digits only' },
  gender: { id: 'quiz.run.data.gender', defaultMessage: 'Gender' },
  genderFemale: { id: 'quiz.run.data.gender.female', defaultMessage: 'Female' },
  genderMale: { id: 'quiz.run.data.gender.male', defaultMessage: 'Male' },
  genderNone: { id: 'quiz.run.data.gender.preferNotToSay', defaultMessage: 'Prefer not to say' },
  ageRange: { id: 'quiz.run.data.ageRange', defaultMessage: 'Age range' },
  ageBelow18: { id: 'quiz.run.data.ageRange.below18', defaultMessage: '18 and under' },
  age19to25: { id: 'quiz.run.data.ageRange.19to25', defaultMessage: '19 to 25' },
  age26to35: { id: 'quiz.run.data.ageRange.26to35', defaultMessage: '26 to 35' },
  age36to45: { id: 'quiz.run.data.ageRange.36to45', defaultMessage: '36 to 45' },
  age46up: { id: 'quiz.run.data.ageRange.46above', defaultMessage: '46 and above' },
  ageRangeRequired: { id: 'quiz.run.data.ageRangeRequired', defaultMessage: '*Please select your age range' },
  organisation: { id: 'quiz.run.data.organisation', defaultMessage: 'Organisation or school (optional)' },
  submit: { id: 'quiz.run.data.submit', defaultMessage: 'See my result' },
  skip: { id: 'quiz.run.data.skip', defaultMessage: 'Skip and see my result' },
  changeAnswers: { id: 'quiz.run.data.changeAnswers', defaultMessage: 'Change my answers' },
  notReady: {
    id: 'quiz.run.data.notReady',
    defaultMessage: 'Answer the seven questions first, then tell us about you here.',
  },
  goToQuiz: { id: 'quiz.run.data.goToQuiz', defaultMessage: 'Go to the quiz' },
});
