import type { SoakSettings } from './soak-settings';
import type { Verdicts } from './verdicts';
/** placeholder */
export async function runCrash(_s: SoakSettings, _v: Verdicts): Promise<void> {}
