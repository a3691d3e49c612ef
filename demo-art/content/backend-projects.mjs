// The API, tests and tables of each backend project, as its artwork shows them.
export const slowfashionApi = {
  url: "api.slowfashion.example.com", apiTitle: "Slowfashion Rental API", testCommand: "dotnet test",
  palette: { bg: "#5f6f55", bg2: "#e7e9df", paper: "#fbfaf5", head: "#3f4b39", accent: "#e6b85c", accent2: "#8a6d4a", ink: "#263020",
    soft: "#eef0e6" },
  endpoints: [["GET", "/garments", "list with sizes"], ["GET", "/garments/{id}/availability", "calendar"],
    ["POST", "/bookings", "reserve a size"], ["PATCH", "/bookings/{id}", "extend"], ["POST", "/returns", "check in"],
    ["DELETE", "/bookings/{id}", "cancel"], ["GET", "/care-periods", "wash and mend"]],
  tests: ["$ dotnet test", "✓ a rental blocks the care days after it", "✓ two bookings cannot share a size and day",
    "✓ late return moves the next booking", "✓ damaged item goes to mending", "✓ extension fails if the next day is taken",
    "✓ cancelling frees the calendar", "✓ sizes are counted per garment", "✓ returns on a Sunday are accepted", "",
    "Passed: 48  Failed: 0  Time: 3.2 s"],
  example: ["POST /bookings", "{", '  "garmentId": 1042,', '  "size": "M",', '  "from": "2022-11-01",', '  "days": 30', "}", "",
    "201 Created", '{ "bookingId": 9317,', '  "careUntil": "2022-12-03" }'],
  tables: [
    { name: "Garment", fields: ["Id  PK", "Name", "Brand", "Category"] },
    { name: "GarmentSize", fields: ["Id  PK", "GarmentId  FK", "Size", "Count"] },
    { name: "Booking", fields: ["Id  PK", "GarmentSizeId  FK", "From", "To", "Status"] },
    { name: "CarePeriod", fields: ["Id  PK", "BookingId  FK", "Kind", "Until"] },
  ],
};

export const salonBookingApi = {
  url: "salon-api.example.com", apiTitle: "Salon Booking API", testCommand: "dotnet test --filter Slots",
  palette: { bg: "#2d1e24", bg2: "#f4e6e9", paper: "#fbf4f1", head: "#7c2e4a", accent: "#f0a3b8", accent2: "#b3647f", ink: "#2d1e24",
    soft: "#f6e9ec" },
  endpoints: [["GET", "/services", "cut, colour…"], ["GET", "/slots?service=colour", "free times"], ["POST", "/bookings", "phone + code"],
    ["DELETE", "/bookings/{code}", "cancel"], ["GET", "/stylists/{id}/schedule", "staff only"], ["PUT", "/opening-hours", "staff only"]],
  tests: ["$ dotnet test --filter Slots", "✓ a colour needs two free hours", "✓ a cut fits in forty minutes",
    "✓ stylists' own schedules apply", "✓ Saturdays close at 14:00", "✓ no slot crosses the lunch break", "✓ summer time week has no gap",
    "✓ booked slot answers 409 Problem", "✓ unknown service answers 400", "", "Passed: 36  Failed: 0  Time: 1.9 s"],
  example: ["GET /slots?service=colour&date=2023-03-25", "", "200 OK", "[", '  { "stylist": 2, "start": "09:00" },',
    '  { "stylist": 3, "start": "10:30" },', '  { "stylist": 2, "start": "11:00" }', "]"],
  tables: [
    { name: "Stylist", fields: ["Id  PK", "DisplayName", "Active"] },
    { name: "Service", fields: ["Id  PK", "Name", "Minutes", "Price"] },
    { name: "Schedule", fields: ["Id  PK", "StylistId  FK", "Weekday", "From", "To"] },
    { name: "Booking", fields: ["Id  PK", "ServiceId  FK", "StylistId  FK", "Start", "Code"] },
  ],
};

export const stockSyncService = {
  url: "sync.allatiders.example.com", apiTitle: "AllaTiders Stock Sync", testCommand: "npm test",
  palette: { bg: "#21453a", bg2: "#efe7da", paper: "#f7f3ec", head: "#21453a", accent: "#d8a23a", accent2: "#9c5b32", ink: "#2a211b",
    soft: "#ece5d8" },
  endpoints: [["POST", "/webhooks/shop", "order placed"], ["POST", "/webhooks/marketplace-a", "order placed"],
    ["POST", "/webhooks/marketplace-b", "order placed"], ["GET", "/items/{id}/listings", "per channel"], ["GET", "/status", "last sync"],
    ["POST", "/retry", "flush queue"]],
  tests: ["$ npm test", "✓ reserves the item in one transaction", "✓ withdraws listings on other channels",
    "✓ two orders in the same second: one wins", "✓ retries with back-off when a channel is down", "✓ alerts the owner after ten minutes",
    "✓ detects a 200 that did nothing", "✓ ignores duplicate webhooks", "", "Tests: 27 passed, 27 total"],
  example: ["POST /webhooks/shop", '{ "itemId": "0418", "orderId": "S-5521" }', "", "-> reserve 0418 (shop)",
    "-> withdraw marketplace-a … ok", "-> withdraw marketplace-b … 503", "-> queued retry in 30 s", "-> withdraw marketplace-b … ok"],
  tables: [
    { name: "item", fields: ["id  PK", "title", "status", "reserved_at"] },
    { name: "listing", fields: ["id  PK", "item_id  FK", "channel", "external_id"] },
    { name: "retry_queue", fields: ["id  PK", "listing_id  FK", "attempts", "next_at"] },
  ],
};
