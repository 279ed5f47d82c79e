/** 'Welcome, {first word of full_name, or User}!' (SPEC.md 2). */
export function welcomeText(fullName: string | null | undefined): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return `Welcome, ${first || 'User'}!`;
}
