const qtt = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 });

/** A QTT figure as the messages show it: '5', '0.5', '1,250'. */
export const formatQtt = (amount: number) => qtt.format(amount);

/** 'Reward Eligible • {n} QTT' or the given fallback ('Discovery Only', 'Discovery'). */
export function rewardLabel(
  item: { reward_eligible: boolean; qtt_reward: number },
  discovery: string,
) {
  return item.reward_eligible ? `Reward Eligible • ${formatQtt(item.qtt_reward)} QTT` : discovery;
}
