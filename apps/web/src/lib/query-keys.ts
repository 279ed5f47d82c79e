/** Query keys shared by features, so one can refresh what another shows without importing it. */
export const queryKeys = {
  usage: ['usage'] as const,
  resumes: ['resumes'] as const,
};
