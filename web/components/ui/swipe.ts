// Swipe-to-dismiss for toasts (spec 01 §9: threshold 50).

const swipeThresholdPx = 50;

/** A horizontal drag further than the threshold (either way) dismisses. */
export function isSwipeDismiss(startX: number, endX: number, threshold = swipeThresholdPx): boolean {
  return Math.abs(endX - startX) >= threshold;
}
