import * as yup from "yup";

/** Values are message keys under `signIn`; the form translates them. */
export const signInSchema = yup.object({
  email: yup.string().trim().required("required").email("invalidEmail"),
  password: yup.string().required("required"),
});

export type SignInValues = yup.InferType<typeof signInSchema>;
