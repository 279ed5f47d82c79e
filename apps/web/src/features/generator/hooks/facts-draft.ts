import type { GeneratorFactsInput } from '@resumerank/contract/generator-facts';
import { newId } from './editable-resume';

/** One role of the details form, as typed: achievements one per line in one box. */
export interface RoleDraft {
  id: string;
  title: string;
  company: string;
  start: string;
  end: string;
  achievements: string;
}

/** The details form, as typed: education one per line, skills separated by commas. */
export interface FactsDraft {
  name: string;
  email: string;
  phone: string;
  location: string;
  roles: RoleDraft[];
  education: string;
  skills: string;
}

/** An empty role. */
export function emptyRole(): RoleDraft {
  return { id: newId('fact-role-'), title: '', company: '', start: '', end: '', achievements: '' };
}

/** An empty form with one role to fill in. */
export function emptyFacts(): FactsDraft {
  return {
    name: '',
    email: '',
    phone: '',
    location: '',
    roles: [emptyRole()],
    education: '',
    skills: '',
  };
}

const lines = (text: string) => text.split('\n');

/** The form as the contract's generatorFacts takes it (which trims and drops empty lines). */
export function toFactsInput(draft: FactsDraft): GeneratorFactsInput {
  return {
    name: draft.name,
    email: draft.email,
    phone: draft.phone,
    location: draft.location,
    roles: draft.roles.map(({ id: _id, achievements, ...role }) => ({
      ...role,
      achievements: lines(achievements),
    })),
    education: lines(draft.education),
    skills: draft.skills.split(','),
  };
}
