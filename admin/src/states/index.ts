/**
 * States are only shown inside a country for now; registering the resource gives them their labels and
 * a record representation without adding a menu entry (no list).
 */
export default {
  recordRepresentation: 'name',
};
