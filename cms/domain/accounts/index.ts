/** Account operations. The flows and decisions: cms/auth/README.md. */
export * from './register';
export * from './password';
export * from './profile';
export * from './sessions';
export * from './google';
export * from './age';
export { signInWithPassword } from './sign-in';
export { passwordProblem, newPasswordSchema } from './password-policy';
export { LIMITS } from './rate-limit';
