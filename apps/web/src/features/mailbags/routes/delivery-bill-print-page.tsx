/** Placeholder until the screen lands (issue 27). */
export function DeliveryBillPrintPage() {
  return null;
}
