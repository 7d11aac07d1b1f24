import { type CreateEventBookingInputSchema, EventBookingResponseSchema } from "@quad/contract/api/dashboard";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { dashboardKeys } from "./keys";

export type EventBookingInput = z.input<typeof CreateEventBookingInputSchema>;

/** POST event_bookings — a meeting with the account representative at a free slot (mailed to both). */
export function createEventBooking(json: EventBookingInput) {
  return apiRequest({ method: "POST", path: "event_bookings", json, schema: EventBookingResponseSchema });
}

export function useCreateEventBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEventBooking,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: dashboardKeys.upcomingBookings });
      void client.invalidateQueries({ queryKey: dashboardKeys.assignedRep });
    },
  });
}
