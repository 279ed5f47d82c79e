import type { ParsedExperience } from '@resumerank/contract/scoring';
import { groupRolesByKind } from './group-roles-by-kind';
import { ParsedRole } from './parsed-role';

function RoleList({ roles, headingLevel }: { roles: ParsedExperience[]; headingLevel: 5 | 6 }) {
  return (
    <ul className="space-y-3">
      {roles.map((role, i) => (
        <li key={`${i}-${role.title}-${role.company}`}>
          <ParsedRole role={role} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** The roles an ATS read, under a heading per kind when there is more than one kind. */
export function ParsedRoles({ roles }: { roles: ParsedExperience[] }) {
  if (!roles.length) return <p className="text-sm italic text-slate-600">No roles found</p>;
  const groups = groupRolesByKind(roles);
  if (groups.length === 1) return <RoleList roles={roles} headingLevel={5} />;
  return (
    <div className="space-y-5">
      {groups.map((group) => (
        <div key={group.kind}>
          <h5 className="mb-2 text-xs font-bold uppercase tracking-wide text-slate-600">
            {group.label}
          </h5>
          <RoleList roles={group.roles} headingLevel={6} />
        </div>
      ))}
    </div>
  );
}
