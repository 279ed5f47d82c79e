import { findSkillMentions } from '../../skills/find-skills';
import { hasTitleWord } from './has-title-word';
import { isPlaceName } from './is-place-name';

/**
 * Whether a line is only a list of technologies ('Kafka, Qt 5, C/C++, Jenkins'): three or more
 * short items, none a job title or a place, at least half of them skills the taxonomy knows.
 * Such a line is the end of a role's description, never its title or company.
 */
export function isTechList(text: string): boolean {
  // A list that long is a paragraph's, not a line under a role; and it keeps this cheap.
  if (text.length > 160) return false;
  const items = text
    .split(/\s*[,;|•·]\s*/)
    .map((item) => item.trim().replace(/\.$/, ''))
    .filter(Boolean);
  if (items.length < 3) return false;
  if (items.some((item) => item.split(/\s+/).length > 3 || hasTitleWord(item) || isPlaceName(item)))
    return false;
  const known = items.filter((item) => findSkillMentions(item).length > 0).length;
  return known * 2 >= items.length;
}
