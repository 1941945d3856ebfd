import { defineMessages } from 'shared-kit';
import { routeMessages } from './route-messages';

export const resultMessages = {
  ...routeMessages,
  ...defineMessages({
    // No result (yet)
    staleTitle: { id: 'quiz.result.stale.title', defaultMessage: 'We could not read your answers' },
    staleBody: {
      id: 'quiz.result.stale.body',
      defaultMessage:
        'Your answers come from an older version of the quiz, so we cannot work out a fair result from them. Please take the quiz again — it only takes about three minutes.',
    },
    retakeQuiz: { id: 'quiz.result.retake', defaultMessage: 'Take the quiz again' },
    badLinkTitle: { id: 'quiz.result.badLink.title', defaultMessage: 'This result link does not work' },
    badLinkBody: {
      id: 'quiz.result.badLink.body',
      defaultMessage:
        'The link may be cut short, or it comes from an older version of the quiz. You can take the quiz yourself.',
    },
    loadFailed: {
      id: 'quiz.result.loadFailed',
      defaultMessage: 'We could not load your result just now. Your answers are safe on this device.',
    },
    loadFailedTitle: { id: 'quiz.result.loadFailedTitle', defaultMessage: 'Something went wrong' },
    tryAgain: { id: 'quiz.result.tryAgain', defaultMessage: 'Try again' },

    // Shared view
    sharedNote: {
      id: 'quiz.result.shared.note',
      defaultMessage: 'Someone shared this result with you. It shows their answers, not yours.',
    },
    sharedOwn: { id: 'quiz.result.shared.own', defaultMessage: 'See my own result' },
    sharedTake: { id: 'quiz.result.shared.take', defaultMessage: 'Take the quiz yourself' },

    // Profile
    primaryLead: { id: 'quiz.result.primaryLead', defaultMessage: 'Your strongest interest is' },
    sharedPrimaryLead: { id: 'quiz.result.shared.primaryLead', defaultMessage: 'Their strongest interest is' },
    typeWithCode: { id: 'quiz.result.typeWithCode', defaultMessage: '{name} ({code})' },
    pairTitle: { id: 'quiz.result.pairTitle', defaultMessage: '{primary} with {secondary}' },
    nextType: {
      id: 'quiz.result.nextType',
      defaultMessage: 'Next comes {name}. Interest code: {code}.',
    },
    singleTitle: { id: 'quiz.result.singleTitle', defaultMessage: 'All seven of your picks were {name}' },
    tieNote: {
      id: 'quiz.result.tieNote',
      defaultMessage:
        'You picked {types} equally often. {first} comes first only because you picked it in an earlier question.',
    },
    sharedTieNote: {
      id: 'quiz.result.shared.tieNote',
      defaultMessage:
        '{types} were picked equally often. {first} comes first only because it was picked in an earlier question.',
    },
    strengthsTitle: { id: 'quiz.result.strengthsTitle', defaultMessage: 'Your strengths' },
    sharedStrengthsTitle: { id: 'quiz.result.shared.strengthsTitle', defaultMessage: 'Strengths' },
    flatTitle: { id: 'quiz.result.flat.title', defaultMessage: 'Your interests are spread out' },
    flatBody: {
      id: 'quiz.result.flat.body',
      defaultMessage:
        'No interest type came up more than twice in your seven picks, so we will not name one for you: that would be a guess, not a result. You picked {types}.',
    },
    sharedFlatTitle: { id: 'quiz.result.shared.flat.title', defaultMessage: 'These interests are spread out' },
    sharedFlatBody: {
      id: 'quiz.result.shared.flat.body',
      defaultMessage:
        'No interest type came up more than twice in these seven picks, so we do not name one: that would be a guess, not a result. The picks were {types}.',
    },
    sharedFlatJobsNote: {
      id: 'quiz.result.shared.flat.jobsNote',
      defaultMessage:
        'For each type picked, here are two jobs that lead with it: ideas to explore, not a ranking. They have no match percentage, because answers this spread out are what someone clicking at random often gives.',
    },
    flatJobsNote: {
      id: 'quiz.result.flat.jobsNote',
      defaultMessage:
        'For each type you picked, here are two jobs that lead with it: ideas to explore, not a ranking. They have no match percentage, because answers this spread out are what someone clicking at random often gives, so any percentage would claim more than your answers say.',
    },
    flatRetake: {
      id: 'quiz.result.flat.retake',
      defaultMessage: 'Taking the quiz again, choosing what you would enjoy most, may give a clearer picture.',
    },
    caveat: {
      id: 'quiz.result.caveat',
      defaultMessage:
        'Seven questions make a quick screen, not a full test of your interests. Use your result to start exploring.',
    },
    methodLink: { id: 'quiz.result.methodLink', defaultMessage: 'How the quiz is scored' },

    typeR: { id: 'quiz.result.type.R', defaultMessage: 'Realistic' },
    typeI: { id: 'quiz.result.type.I', defaultMessage: 'Investigative' },
    typeA: { id: 'quiz.result.type.A', defaultMessage: 'Artistic' },
    typeS: { id: 'quiz.result.type.S', defaultMessage: 'Social' },
    typeE: { id: 'quiz.result.type.E', defaultMessage: 'Enterprising' },
    typeC: { id: 'quiz.result.type.C', defaultMessage: 'Conventional' },

    // Hexagon
    hexTitle: { id: 'quiz.result.hex.title', defaultMessage: 'Your interest hexagon' },
    sharedHexTitle: { id: 'quiz.result.shared.hexTitle', defaultMessage: 'Interest hexagon' },
    hexDesc: {
      id: 'quiz.result.hex.desc',
      defaultMessage:
        "Holland's hexagon: the six interest types, with types that are alike next to each other. The further a point reaches out, the more often that type was picked.",
    },
    hexCaption: { id: 'quiz.result.hex.caption', defaultMessage: 'Times each interest type was picked, out of 7' },
    hexType: { id: 'quiz.result.hex.type', defaultMessage: 'Interest type' },
    hexPicked: { id: 'quiz.result.hex.picked', defaultMessage: 'Picked' },
    hexPickedValue: { id: 'quiz.result.hex.pickedValue', defaultMessage: '{count} of 7' },

    // Jobs
    jobsTitle: { id: 'quiz.result.jobs.title', defaultMessage: 'Jobs that match your interests' },
    sharedJobsTitle: { id: 'quiz.result.shared.jobsTitle', defaultMessage: 'Jobs that match these interests' },
    flatJobsTitle: { id: 'quiz.result.flat.jobsTitle', defaultMessage: 'Jobs to explore' },
    filtersLegend: { id: 'quiz.result.filters.legend', defaultMessage: 'Filter the jobs' },
    industryLabel: { id: 'quiz.result.filters.industry', defaultMessage: 'Industry' },
    allIndustries: { id: 'quiz.result.filters.allIndustries', defaultMessage: 'All industries' },
    tvetOnly: { id: 'quiz.result.filters.tvetOnly', defaultMessage: 'Only jobs with a TVET route' },
    showing: { id: 'quiz.result.jobs.showing', defaultMessage: 'Showing {shown} of {total} jobs' },
    noneMatch: { id: 'quiz.result.jobs.none', defaultMessage: 'No jobs match these filters.' },
    clearFilters: { id: 'quiz.result.filters.clear', defaultMessage: 'Clear filters' },
    showMore: { id: 'quiz.result.jobs.more', defaultMessage: 'Show more jobs' },
    match: { id: 'quiz.result.jobs.match', defaultMessage: '{percent}% match' },
    matchNote: {
      id: 'quiz.result.jobs.matchNote',
      defaultMessage:
        'How to read the match: it combines how closely a job’s interests follow your answers with how clear your answers are. Seven picks are few: yours are clearer than {clarity} in 100 sets of random answers, so no match here can be higher than {clarity}%.',
    },
    sharedMatchNote: {
      id: 'quiz.result.shared.matchNote',
      defaultMessage:
        'How to read the match: it combines how closely a job’s interests follow these answers with how clear the answers are. Seven picks are few: these are clearer than {clarity} in 100 sets of random answers, so no match here can be higher than {clarity}%.',
    },
    flatFor: { id: 'quiz.result.flat.for', defaultMessage: 'For {type}' },
    tvet: { id: 'quiz.result.jobs.tvet', defaultMessage: 'TVET' },
    tvetHint: { id: 'quiz.result.jobs.tvetHint', defaultMessage: 'Can be entered through TVET (skills training)' },
    industry: { id: 'quiz.result.jobs.industry', defaultMessage: 'Industry: {name}' },
    whyTitle: { id: 'quiz.result.jobs.whyTitle', defaultMessage: 'Why this job' },
    whyYou: { id: 'quiz.result.why.you', defaultMessage: '{job} is {types} work. You chose {choices}.' },
    whyThem: { id: 'quiz.result.why.them', defaultMessage: '{job} is {types} work. They chose {choices}.' },
    whyRated: { id: 'quiz.result.why.rated', defaultMessage: '{type} ({rating} of 7)' },
    whyPrint: { id: 'quiz.result.why.print', defaultMessage: 'You chose {choices}.' },
    whyPrintThem: { id: 'quiz.result.shared.why.print', defaultMessage: 'They chose {choices}.' },
    whyChoice: { id: 'quiz.result.why.choice', defaultMessage: '{activities} ({type})' },
    whyDuty: { id: 'quiz.result.why.duty', defaultMessage: 'A typical task: {duty}.' },
    whyPattern: {
      id: 'quiz.result.why.pattern',
      defaultMessage:
        'It does not lead with your top types, but its mix of interests is close to your pattern of answers overall.',
    },
    whyFlat: {
      id: 'quiz.result.why.flat',
      defaultMessage: '{job} is {types} work. You chose {choices}. An idea to explore, not a match.',
    },
    whyFlatThem: {
      id: 'quiz.result.shared.why.flat',
      defaultMessage: '{job} is {types} work. They chose {choices}. An idea to explore, not a match.',
    },
    whyAlso: {
      id: 'quiz.result.why.also',
      defaultMessage: 'You did not pick {types}.',
    },
    whyAlsoThem: {
      id: 'quiz.result.shared.why.also',
      defaultMessage: 'They did not pick {types}.',
    },
    whyLow: {
      id: 'quiz.result.why.low',
      defaultMessage:
        'It leads with {types}, one of the types you picked. The fit is weak, so treat it as an idea to explore.',
    },

    // Keep, share, print
    keepTitle: { id: 'quiz.result.keep.title', defaultMessage: 'Keep and share your result' },
    save: { id: 'quiz.result.keep.save', defaultMessage: 'Save my results' },
    saveHint: {
      id: 'quiz.result.keep.saveHint',
      defaultMessage: 'Create a free account to keep your result and your matching jobs.',
    },
    savedAccount: {
      id: 'quiz.result.keep.saved',
      defaultMessage: 'You are logged in: your quiz scores are kept in your profile.',
    },
    profileLink: { id: 'quiz.result.keep.profile', defaultMessage: 'Go to my profile' },
    share: { id: 'quiz.result.share', defaultMessage: 'Share my result' },
    shareWhatsApp: { id: 'quiz.result.share.whatsapp', defaultMessage: 'Share on WhatsApp' },
    copyLink: { id: 'quiz.result.share.copy', defaultMessage: 'Copy link' },
    copied: { id: 'quiz.result.share.copied', defaultMessage: 'Link copied.' },
    copyFailed: {
      id: 'quiz.result.share.copyFailed',
      defaultMessage: 'Could not copy. Select the link below and copy it yourself.',
    },
    linkLabel: { id: 'quiz.result.share.linkLabel', defaultMessage: 'Link to this result' },
    shareMessage: {
      id: 'quiz.result.share.message',
      defaultMessage: 'My career quiz result on Laluan Kerjaya: {result}. See the jobs that match:',
    },
    shareFlat: { id: 'quiz.result.share.flat', defaultMessage: 'interests spread across {types}' },
    print: { id: 'quiz.result.print', defaultMessage: 'Print' },
    printNote: {
      id: 'quiz.result.printNote',
      defaultMessage:
        'Career quiz result from Laluan Kerjaya, printed {date}. A quick screen of interests, not a full test.',
    },

    // IMK bridge
    imkTitle: { id: 'quiz.result.imk.title', defaultMessage: 'Took IMK at school?' },
    imkIntro: {
      id: 'quiz.result.imk.intro',
      defaultMessage:
        "KPM's Inventori Minat Kerjaya (IMK) uses the same six types, with K (Konvensional) for C. Enter your top IMK letters to compare.",
    },
    imkLabel: { id: 'quiz.result.imk.label', defaultMessage: 'Your top IMK letters' },
    imkHint: {
      id: 'quiz.result.imk.hint',
      defaultMessage: '1 to 3 letters from R I A S E K, strongest first, e.g. SKA',
    },
    imkCompare: { id: 'quiz.result.imk.compare', defaultMessage: 'Compare' },
    imkErrorLetters: {
      id: 'quiz.result.imk.error.letters',
      defaultMessage: 'Use only the letters R, I, A, S, E and K.',
    },
    imkErrorRepeat: { id: 'quiz.result.imk.error.repeat', defaultMessage: 'Enter each letter only once.' },
    imkErrorCount: { id: 'quiz.result.imk.error.count', defaultMessage: 'Enter 1 to 3 letters.' },
    imkTheirs: { id: 'quiz.result.imk.theirs', defaultMessage: 'IMK: {types}' },
    imkOurs: { id: 'quiz.result.imk.ours', defaultMessage: 'This quiz: {types}' },
    imkOursFlat: { id: 'quiz.result.imk.oursFlat', defaultMessage: 'This quiz: no clear type (spread across {types})' },
    imkSameFirst: { id: 'quiz.result.imk.sameFirst', defaultMessage: 'Both put {type} first.' },
    imkAgree: { id: 'quiz.result.imk.agree', defaultMessage: '{type}: both name it among your top interests.' },
    imkDiffer: {
      id: 'quiz.result.imk.differ',
      defaultMessage:
        '{type}: IMK names it; in this quiz you {count, plural, =0 {never picked it} one {picked it once} other {picked it # times}}.',
    },
    imkOnlyOurs: {
      id: 'quiz.result.imk.onlyOurs',
      defaultMessage: '{type}: this quiz names it, but it is not in your IMK letters.',
    },
    imkWhy: {
      id: 'quiz.result.imk.why',
      defaultMessage:
        'Differences are normal: IMK asks many more questions, at a different age, in a different way. Where both agree, you can be more confident.',
    },
    imkMethod: { id: 'quiz.result.imk.method', defaultMessage: 'How this quiz and IMK differ' },
  }),
};
