/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/sync/eventInBatch, before packaging: entries and exits seen by the site's gates, applied in order; each event id is applied once.
 */
export interface ParkingGateEventsRequest {
  /**
   * The events (1 to 100).
   *
   * @minItems 1
   * @maxItems 100
   */
  events: [ParkingGateEvent, ...ParkingGateEvent[]];
}
/**
 * One pass read at a gate.
 */
export interface ParkingGateEvent {
  /**
   * Id the gate gives the event, unique per site: 1 to 64 printable ASCII characters.
   */
  eventId: string;
  /**
   * The pass code read from the QR.
   */
  passCode: string;
  /**
   * entry or exit.
   */
  type: 'entry' | 'exit';
  /**
   * When the gate read the pass, seconds since the epoch.
   */
  time: number;
}
