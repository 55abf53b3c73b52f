/**
 * What modules use of this feature: its plain vocabulary (types, constants, rules). No React and no
 * server code, so content contracts (run by the content check), client code and scripts can load it.
 */
export { FORM_FIELD_KINDS } from "./field-kinds";
export { sendsDealId } from "./form-values";
export { preflightRequest } from "./preflight";
export { isAllowedFormEndpoint } from "./rules/endpoint-allow-list";
export { parseFieldCondition } from "./rules/field-condition";
export { fillUrlTemplate } from "./rules/url-template";
export { parseFieldValidation } from "./validators/field-validations";
