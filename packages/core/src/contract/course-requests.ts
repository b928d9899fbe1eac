// The staff's course request bodies (decision 0052), moved from the server's *.staff.schemas.ts.
export {}
