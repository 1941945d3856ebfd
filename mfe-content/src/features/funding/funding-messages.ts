import { defineMessages } from 'shared-kit';

export const fundingMessages = defineMessages({
  title: { id: 'content.funding.title', defaultMessage: 'Funding search' },
  lead: {
    id: 'content.funding.lead',
    defaultMessage:
      'Scholarships, study loans and grants for Malaysian students. Always check the details on the provider’s own page before you apply.',
  },
  listedOnly: {
    id: 'content.funding.listedOnly',
    defaultMessage:
      'We list a scheme only after we have read its own official page and checked its terms, so some well-known schemes are not here yet. If a scheme you know is missing, look for it on its provider’s website.',
  },
  filtersTitle: { id: 'content.funding.filters.title', defaultMessage: 'Filter' },
  search: { id: 'content.funding.filters.search', defaultMessage: 'Search by name, provider or keyword' },
  searchButton: { id: 'content.funding.filters.searchButton', defaultMessage: 'Search' },
  type: { id: 'content.funding.filters.type', defaultMessage: 'Type' },
  level: { id: 'content.funding.filters.level', defaultMessage: 'Study level' },
  field: { id: 'content.funding.filters.field', defaultMessage: 'Field of study' },
  income: { id: 'content.funding.filters.income', defaultMessage: 'Household income (a month)' },
  state: { id: 'content.funding.filters.state', defaultMessage: 'Your state' },
  status: { id: 'content.funding.filters.status', defaultMessage: 'Applications' },
  sort: { id: 'content.funding.filters.sort', defaultMessage: 'Sort by' },
  any: { id: 'content.funding.filters.any', defaultMessage: 'Any' },
  clear: { id: 'content.funding.filters.clear', defaultMessage: 'Clear all filters' },

  'type.scholarship': { id: 'content.funding.type.scholarship', defaultMessage: 'Scholarship' },
  'type.loan': { id: 'content.funding.type.loan', defaultMessage: 'Study loan' },
  'type.grant': { id: 'content.funding.type.grant', defaultMessage: 'Grant' },
  'level.pre-university': { id: 'content.funding.level.preUniversity', defaultMessage: 'Pre-university or foundation' },
  'level.tvet': { id: 'content.funding.level.tvet', defaultMessage: 'Certificate or TVET' },
  'level.diploma': { id: 'content.funding.level.diploma', defaultMessage: 'Diploma' },
  'level.degree': { id: 'content.funding.level.degree', defaultMessage: 'Degree' },
  'level.postgraduate': { id: 'content.funding.level.postgraduate', defaultMessage: 'Postgraduate' },
  'income.below-4000': { id: 'content.funding.income.below4000', defaultMessage: 'Below RM4,000' },
  'income.4000-7000': { id: 'content.funding.income.4000to7000', defaultMessage: 'RM4,000–7,000' },
  'income.7000-10000': { id: 'content.funding.income.7000to10000', defaultMessage: 'RM7,000–10,000' },
  'income.above-10000': { id: 'content.funding.income.above10000', defaultMessage: 'Above RM10,000' },
  droppedOldIncome: {
    id: 'content.funding.droppedOldIncome',
    defaultMessage:
      'Your link asked for “below RM7,000”. We now ask for a narrower band, because some schemes are only for households below RM4,000. Choose your household income above.',
  },
  postgraduateHidden: {
    id: 'content.funding.postgraduateHidden',
    defaultMessage:
      '{count, plural, one {# scheme is} other {# schemes are}} only for postgraduate study. Choose “Study level: Postgraduate” to see {count, plural, one {it} other {them}}.',
  },
  'status.open': { id: 'content.funding.status.open', defaultMessage: 'Open now' },
  'status.soon': { id: 'content.funding.status.soon', defaultMessage: 'Opening soon' },
  'status.closed': { id: 'content.funding.status.closed', defaultMessage: 'Closed' },
  'sort.level': { id: 'content.funding.sort.level', defaultMessage: 'Study level: after SPM first' },
  'sort.deadline': { id: 'content.funding.sort.deadline', defaultMessage: 'Soonest deadline' },
  'sort.name': { id: 'content.funding.sort.name', defaultMessage: 'Name (A–Z)' },

  'state.johor': { id: 'content.funding.state.johor', defaultMessage: 'Johor' },
  'state.kedah': { id: 'content.funding.state.kedah', defaultMessage: 'Kedah' },
  'state.kelantan': { id: 'content.funding.state.kelantan', defaultMessage: 'Kelantan' },
  'state.melaka': { id: 'content.funding.state.melaka', defaultMessage: 'Melaka' },
  'state.negeri-sembilan': { id: 'content.funding.state.negeriSembilan', defaultMessage: 'Negeri Sembilan' },
  'state.pahang': { id: 'content.funding.state.pahang', defaultMessage: 'Pahang' },
  'state.penang': { id: 'content.funding.state.penang', defaultMessage: 'Penang' },
  'state.perak': { id: 'content.funding.state.perak', defaultMessage: 'Perak' },
  'state.perlis': { id: 'content.funding.state.perlis', defaultMessage: 'Perlis' },
  'state.sabah': { id: 'content.funding.state.sabah', defaultMessage: 'Sabah' },
  'state.sarawak': { id: 'content.funding.state.sarawak', defaultMessage: 'Sarawak' },
  'state.selangor': { id: 'content.funding.state.selangor', defaultMessage: 'Selangor' },
  'state.terengganu': { id: 'content.funding.state.terengganu', defaultMessage: 'Terengganu' },
  'state.kuala-lumpur': { id: 'content.funding.state.kualaLumpur', defaultMessage: 'Kuala Lumpur' },
  'state.labuan': { id: 'content.funding.state.labuan', defaultMessage: 'Labuan' },
  'state.putrajaya': { id: 'content.funding.state.putrajaya', defaultMessage: 'Putrajaya' },

  'dimension.level': { id: 'content.funding.dimension.level', defaultMessage: 'study level' },
  'dimension.field': { id: 'content.funding.dimension.field', defaultMessage: 'field of study' },
  'dimension.income': { id: 'content.funding.dimension.income', defaultMessage: 'household income' },
  'dimension.status': { id: 'content.funding.dimension.status', defaultMessage: 'application dates' },
  'dimension.incomeLimit': {
    id: 'content.funding.dimension.incomeLimit',
    defaultMessage: 'Check its income condition below against your household’s income.',
  },

  count: {
    id: 'content.funding.count',
    defaultMessage:
      '{count, plural, =0 {No scheme matches} one {# scheme matches} other {# schemes match}} your filters.',
  },
  countAll: {
    id: 'content.funding.countAll',
    defaultMessage: '{count, plural, one {# scheme} other {# schemes}} in our list. Use the filters to narrow it down.',
  },
  countMayFit: {
    id: 'content.funding.countMayFit',
    defaultMessage:
      '{count, plural, one {# more may fit: check it} other {# more may fit: check them}} with the provider.',
  },
  matchesTitle: { id: 'content.funding.matchesTitle', defaultMessage: 'Matches' },
  mayFitTitle: { id: 'content.funding.mayFitTitle', defaultMessage: 'May fit — check with the provider' },
  mayFitLead: {
    id: 'content.funding.mayFitLead',
    defaultMessage:
      'These schemes match what they state, but either do not say something you filtered on, or have an income condition to check against your household’s income.',
  },
  empty: { id: 'content.funding.empty', defaultMessage: 'No scheme matches these filters.' },
  emptyHint: {
    id: 'content.funding.emptyHint',
    defaultMessage: 'Try fewer filters, or a shorter search word.',
  },
  noneMatchAll: {
    id: 'content.funding.loosen.noneMatchAll',
    defaultMessage:
      '{count, plural, =2 {No scheme matches both filters.} =3 {No scheme matches all three filters.} =4 {No scheme matches all four filters.} other {No scheme matches all # filters.}}',
  },
  loosenGives: {
    id: 'content.funding.loosen.gives',
    defaultMessage: 'Removing “{filter}” gives {count, plural, one {# match} other {# matches}}.',
  },
  loosenButton: { id: 'content.funding.loosen.button', defaultMessage: 'Remove “{filter}”' },
  filterValue: { id: 'content.funding.loosen.filterValue', defaultMessage: '{name}: {value}' },
  'filterName.q': { id: 'content.funding.filterName.q', defaultMessage: 'Search' },
  'filterName.type': { id: 'content.funding.filterName.type', defaultMessage: 'Type' },
  'filterName.level': { id: 'content.funding.filterName.level', defaultMessage: 'Study level' },
  'filterName.field': { id: 'content.funding.filterName.field', defaultMessage: 'Field of study' },
  'filterName.income': { id: 'content.funding.filterName.income', defaultMessage: 'Household income' },
  'filterName.state': { id: 'content.funding.filterName.state', defaultMessage: 'State' },
  'filterName.status': { id: 'content.funding.filterName.status', defaultMessage: 'Applications' },
  loadError: { id: 'content.funding.loadError', defaultMessage: 'We could not load the funding list right now.' },

  covers: { id: 'content.funding.card.covers', defaultMessage: 'What it covers' },
  whoCanApply: { id: 'content.funding.card.whoCanApply', defaultMessage: 'Who can apply' },
  levels: { id: 'content.funding.card.levels', defaultMessage: 'Study levels: {levels}' },
  fields: { id: 'content.funding.card.fields', defaultMessage: 'Fields of study: {fields}' },
  anyField: { id: 'content.funding.card.anyField', defaultMessage: 'Fields of study: any' },
  incomeMax: {
    id: 'content.funding.card.incomeMax',
    defaultMessage: 'Household income limit: RM{amount} a month',
  },
  incomeMaxPerPerson: {
    id: 'content.funding.card.incomeMaxPerPerson',
    defaultMessage: 'Income limit per person in the household: RM{amount} a month',
  },
  incomeCondition: { id: 'content.funding.card.incomeCondition', defaultMessage: 'Household income' },
  anyIncome: { id: 'content.funding.card.anyIncome', defaultMessage: 'Household income: any' },
  states: { id: 'content.funding.card.states', defaultMessage: 'Only for people from {states}' },
  citizenship: { id: 'content.funding.card.citizenship', defaultMessage: 'Citizenship: {value}' },
  malaysian: { id: 'content.funding.card.malaysian', defaultMessage: 'Malaysian' },
  results: { id: 'content.funding.card.results', defaultMessage: 'Results needed: {value}' },
  bumiputera: { id: 'content.funding.card.bumiputera', defaultMessage: 'For Bumiputera students only' },
  deadline: { id: 'content.funding.card.deadline', defaultMessage: 'Deadline' },
  closesOn: { id: 'content.funding.card.closesOn', defaultMessage: 'Closes {date}' },
  closedOn: { id: 'content.funding.card.closedOn', defaultMessage: 'Closed on {date}' },
  opensOn: { id: 'content.funding.card.opensOn', defaultMessage: 'Opens {date}' },
  notStatedDates: {
    id: 'content.funding.card.notStatedDates',
    defaultMessage: 'Dates not stated: check the provider’s page.',
  },
  doesNotState: { id: 'content.funding.card.doesNotState', defaultMessage: 'Does not state: {list}' },
  officialPage: { id: 'content.funding.card.officialPage', defaultMessage: 'Official page' },
  officialPageOf: { id: 'content.funding.card.officialPageOf', defaultMessage: 'of {name} (opens in a new tab)' },
  lastChecked: { id: 'content.funding.card.lastChecked', defaultMessage: 'Last checked by us: {date}' },
  alsoTitle: { id: 'content.funding.also.title', defaultMessage: 'Also look at' },
  alsoLead: {
    id: 'content.funding.also.lead',
    defaultMessage:
      'These routes and schemes matter to many SPM leavers, but we have not yet read a page of their own that we can link to, so they are not in the search above. Ask your school counsellor, or search for them by name.',
  },
  alsoProvider: { id: 'content.funding.also.provider', defaultMessage: 'Run by {provider}' },
});
