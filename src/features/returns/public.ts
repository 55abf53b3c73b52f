/**
 * What modules use of this feature: its plain vocabulary (types, constants, rules). No React and no
 * server code, so content contracts (run by the content check), client code and scripts can load it.
 */
export { returnOrEndDate } from "./rules/return-planning";
