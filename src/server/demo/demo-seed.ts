import { demoAccountStep } from './demo-account';
import { demoContentStep } from './demo-content';
import { installationStep, type SeedStep } from '../db/seed';
import { demoUsageStep } from './demo-usage';
import { demoWalletStep } from './demo-wallet';

/** The demo data of the embedded default, in the order it is added. */
export const demoSeedSteps: SeedStep[] = [
  installationStep,
  demoAccountStep,
  demoWalletStep,
  demoContentStep,
  demoUsageStep,
];
