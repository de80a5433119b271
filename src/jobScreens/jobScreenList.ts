import type { JobScreenDeclaration } from './jobScreenDeclaration.ts';
import { declarationsIn } from '../declarations/declared.ts';

/** Every declared job screen: each file of src/jobScreens/declarations/ exports one (a new one is its file, no list line). */
const modules = import.meta.glob<Record<string, unknown>>('./declarations/*.ts', { eager: true });

const isJobScreen = (value: unknown): value is JobScreenDeclaration =>
  typeof value === 'object' && value !== null && 'menuItem' in value && 'start' in value && 'status' in value && 'report' in value;

export const JOB_SCREENS: readonly JobScreenDeclaration[] = declarationsIn(modules, isJobScreen);
