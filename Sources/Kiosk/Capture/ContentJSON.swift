// ContentJSON: what a code says (Content's fields) as the capture event's and decode's `content`.
import Content
import Wire

extension ContentReading {
    /// `{"type":"gs1","hri":…,"elements":[…],"expired":true}`.
    public var json: JSON { .object(fields) }
}
