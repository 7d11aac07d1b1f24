/** Typed errors services throw; the error handler turns them into the spec's bodies. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
/** 422 { errors: { field: message } } */
export class ValidationError extends AppError {
  constructor(public readonly errors: Record<string, string>) {
    super(422, Object.values(errors).join("\n"));
  }
}
/** 422 { errors: { field: [messages] } } (partner update). */
export class ListValidationError extends AppError {
  constructor(public readonly errors: Record<string, string[]>) {
    super(422, Object.values(errors).flat().join("\n"));
  }
}
/** 401 { error } */
export class UnauthorizedError extends AppError {
  constructor(message: string) {
    super(401, message);
  }
}
/** 403 { error_message } */
export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, message);
  }
}
/** 404 { error } */
export class NotFoundError extends AppError {
  constructor(message = "Record not found.") {
    super(404, message);
  }
}
/** 409 with domain detail merged into the body. */
export class ConflictError extends AppError {
  constructor(
    message: string,
    public readonly detail: Record<string, unknown> = {},
  ) {
    super(409, message);
  }
}
/** 429 { error } */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
