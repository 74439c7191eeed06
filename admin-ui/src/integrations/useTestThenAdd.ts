import { useState } from 'react';
import { useToast } from '../common/useToast';
import { serverMessage } from '../providers/apiErrors';

export type TestThenAddPhase = 'idle' | 'testing' | 'adding';

export const SUBMIT_LABELS: Record<TestThenAddPhase, string> = { idle: 'Test & Connect', testing: 'Testing…', adding: 'Adding…' };

export interface TestThenAddTexts {
  /** 'Connection Failed' description when the platform gave no reason. */
  testFallback: string;
  addedDescription: string;
  /** Add failure description when the server gave no reason. */
  addFallback: string;
}

/** Whether the integration was added; otherwise the refusal, whose field messages the form shows. */
export type TestThenAddOutcome = { added: true } | { added: false; error: unknown };

/**
 * The spec's add flow for email and SMS platforms: test the key, and save only if the platform
 * accepted it, with a toast for each outcome. `phase` names the step under way meanwhile.
 */
export function useTestThenAdd({ testFallback, addedDescription, addFallback }: TestThenAddTexts) {
  const toast = useToast();
  const [phase, setPhase] = useState<TestThenAddPhase>('idle');

  const run = async (test: () => Promise<{ message?: string }>, add: () => Promise<unknown>): Promise<TestThenAddOutcome> => {
    setPhase('testing');
    try {
      const result = await test();
      toast({ title: 'Connection Successful', description: result.message || 'API key is valid and connection established.', type: 'success' });
    } catch (error) {
      toast({ title: 'Connection Failed', description: serverMessage(error) ?? testFallback, type: 'error' });
      setPhase('idle');
      return { added: false, error };
    }
    setPhase('adding');
    try {
      await add();
      toast({ title: 'Integration Added', description: addedDescription, type: 'success' });
      return { added: true };
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error) ?? addFallback, type: 'error' });
      setPhase('idle');
      return { added: false, error };
    }
  };

  return { phase, run };
}
