/** The floor app's build: Next's defaults, nothing of the portal's. */
export default {};
