import { useAppSelector } from '#lib/store/app-store';
import { useFeaturesLoaded } from '#lib/store/features';

/*
 * The exams pages follow the `paper` switch (decision 031's configFunc; the server's gate answers all four
 * exam switches together, decision 045). The switch is still "not built" in the contract, so the public
 * configuration answers it off and these pages stay hidden; they read the real value, so marking it built
 * turns the links and pages on with no change here. (useFeature takes built switches only, hence the read.)
 */

/** Whether the site offers exams: the header, member centre and /h5 show their links only then. */
export const useExamsOn = (): boolean => useAppSelector((s) => s.systemConfig.configFunc.paper);

/** A page of the feature: 'wait' while the first configuration loads, then 'on', or 'off' (not found). */
export function useExamsGate(): 'wait' | 'on' | 'off' {
  const on = useExamsOn();
  const loaded = useFeaturesLoaded();
  if (on) return 'on';
  return loaded ? 'off' : 'wait';
}
