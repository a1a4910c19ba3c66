import { supportTopics } from '../../../../cms/domain/support-topics';

export const supportTopicChoices = supportTopics.map((t) => ({ id: t.value, name: t.label }));
export const supportStatusChoices = [
  { id: 'new', name: 'Ny' },
  { id: 'open', name: 'Under behandling' },
  { id: 'resolved', name: 'Løst' },
];
